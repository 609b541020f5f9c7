import { flattenPages } from '../model/page';
import type { GeneratorModel, PageModel } from '../model/types';
import type { FieldDefinition } from '../../src/shared/page-model';
import { VariableDeclarationKind } from 'ts-morph';
import { literal, sortKeys } from './format';
import { buildFile } from './ts-project';
import type { EmitContext, GeneratedFile } from './types';

/**
 * A page's English messages: texts, title, description and field label/help/placeholder, keyed
 * `pages.<id>.…`; a tab's sub-page (id `<page-id>.<tab-id>`) has its own, its title being the tab label.
 */
export function pageMessages({ definition, source }: PageModel): Record<string, string> {
  const prefix = `pages.${definition.id}.`;
  const messages: Record<string, string> = { [`${prefix}title`]: definition.title };
  if (definition.description !== undefined) messages[`${prefix}description`] = definition.description;
  for (const [key, text] of Object.entries(source.texts)) messages[prefix + key] = text;
  for (const field of definition.fields) Object.assign(messages, fieldMessages(`${prefix}fields.${field.name}.`, field));
  for (const section of definition.sections ?? []) messages[`${prefix}sections.${section.id}`] = section.label;
  for (const download of definition.downloads ?? []) messages[`${prefix}downloads.${download.id}`] = download.label;
  // A row action's form is a page of its own (`<page-id>.<action-id>`), with the action's texts.
  for (const action of definition.rowActions ?? []) {
    const own = source.rowActions?.find((candidate) => candidate.id === action.id);
    Object.assign(messages, pageMessages({ definition: action.form, source: { view: 'settingsForm', texts: { ...own?.texts } } } as PageModel));
  }
  // So is an import's (`<page-id>.<import-id>`).
  for (const entry of definition.imports ?? []) {
    const own = source.imports?.find((candidate) => candidate.id === entry.id);
    Object.assign(messages, pageMessages({ definition: entry.form, source: { view: 'settingsForm', texts: { ...own?.texts } } } as PageModel));
  }
  // And a settings form's setup form (`<page-id>.setup`).
  if (definition.setup) Object.assign(messages, pageMessages({ definition: definition.setup.form, source: { view: 'settingsForm', texts: { ...source.setup?.texts } } } as PageModel));
  return messages;
}

/** A field's label, help, placeholder and the labels of its parts; an entries field's entry fields under `<field>.entries.fields.<name>.`. */
function fieldMessages(fieldPrefix: string, field: FieldDefinition): Record<string, string> {
  const messages: Record<string, string> = { [`${fieldPrefix}label`]: field.label };
  if (field.help !== undefined) messages[`${fieldPrefix}help`] = field.help;
  if (field.placeholder !== undefined) messages[`${fieldPrefix}placeholder`] = field.placeholder;
  for (const [value, label] of Object.entries(field.choices ?? {})) messages[`${fieldPrefix}choices.${value}`] = label;
  for (const column of field.rowColumns ?? []) messages[`${fieldPrefix}columns.${column.name}`] = column.label;
  for (const action of field.policyTree?.actions ?? []) messages[`${fieldPrefix}actions.${action.type}`] = action.label;
  for (const [type, label] of Object.entries(field.fulfillment?.sources ?? {})) messages[`${fieldPrefix}sources.${type}`] = label;
  if (field.entries) {
    messages[`${fieldPrefix}entries.add`] = field.entries.add;
    for (const entryField of field.entries.fields) Object.assign(messages, fieldMessages(`${fieldPrefix}entries.fields.${entryField.name}.`, entryField));
  }
  return messages;
}

/** messages.gen.ts: the English message catalogue of all pages. */
export function emitMessages(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  const all = Object.assign({}, ...flattenPages(model.pages).map(pageMessages)) as Record<string, string>;
  return buildFile({
    path: 'messages.gen.ts',
    sources: [ctx.pagesGlob],
    build(file, slots) {
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: 'pageMessages', type: 'Record<string, string>', initializer: slots.expression(literal(sortKeys(all))) }],
      });
    },
  });
}
