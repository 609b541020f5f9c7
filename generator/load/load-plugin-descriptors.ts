import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GeneratorError, type SourceIssue } from '../errors';
import { readYaml } from './read-yaml';

export const DESCRIPTORS_FILE_SUFFIX = '.descriptors.yaml';

/** One `<set-id>.descriptors.yaml`: the plugin types the server offers for one kind of plugin, as read. */
export interface LoadedDescriptorSet {
  file: string;
  id: string;
  body: unknown;
}

/** Reads every descriptor set file in `dir` (sorted by name); a missing directory has none. */
export function loadPluginDescriptors(root: string, dir: string): LoadedDescriptorSet[] {
  if (!existsSync(join(root, dir))) return [];
  const names = readdirSync(join(root, dir)).filter((name) => name.endsWith(DESCRIPTORS_FILE_SUFFIX)).sort();
  const sets: LoadedDescriptorSet[] = [];
  const issues: SourceIssue[] = [];
  for (const name of names) {
    const file = `${dir}/${name}`;
    try {
      sets.push({ file, id: name.slice(0, -DESCRIPTORS_FILE_SUFFIX.length), body: readYaml(root, file) });
    } catch (error) {
      if (!(error instanceof GeneratorError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new GeneratorError(issues);
  return sets;
}
