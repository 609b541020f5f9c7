/**
 * The emit stage's one ts-morph set-up. Every generated file that holds code is built here:
 * imports through ts-morph's import structures (module specifiers computed by ts-morph from where
 * the files lie), declarations through structures, and the result formatted by ts-morph's
 * formatter with FORMAT_SETTINGS, the one setting of the whole project. Data (page definitions,
 * bindings, messages) is written by format.ts's `literal()` and put where a declaration's
 * initializer holds a placeholder: it is data, so re-parsing and re-formatting it would only cost
 * time (it is most of generated/'s megabyte). ajv's standalone code goes in the same way.
 */
import { IndentationText, NewLineKind, Project, QuoteKind, ts, VariableDeclarationKind, type FormatCodeSettings, type SourceFile } from 'ts-morph';
import { fail } from '../errors';
import { header } from './format';
import type { GeneratedFile } from './types';

/** The formatting of every generated file. */
export const FORMAT_SETTINGS: FormatCodeSettings = {
  indentSize: 2,
  tabSize: 2,
  convertTabsToSpaces: true,
  newLineCharacter: '\n',
  // Statements get theirs from ts-morph's printer; type literals keep the house style ({ a: string; b?: number }).
  semicolons: ts.SemicolonPreference.Ignore,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
  ensureNewLineAtEndOfFile: true,
};

/** Where generated/ lies in the in-memory project; imports of repository files are relative to it. */
const ROOT = '/repo';
const OUT = `${ROOT}/generated`;

let project: Project | undefined;

/** The project (in memory: nothing is read from or written to disk here), made once per run. */
function sharedProject(): Project {
  project ??= new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
      insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
    },
  });
  return project;
}

/** Opaque text (data or ajv's code) a built file refers to by a placeholder until it is written out. */
export interface Slots {
  /** A placeholder expression for `text` (an initializer). */
  expression(text: string): string;
  /** A placeholder statement for `text` (statements of code ts-morph did not build). */
  statements(text: string): string;
}

export interface FileBuilder {
  /** Path of the generated file, relative to generated/. */
  path: string;
  /** The sources named by the do-not-edit header. */
  sources: string[];
  /** Comment lines between the header and the code (a // @ts-nocheck with its reason). */
  preamble?: string[];
  build(file: SourceFile, slots: Slots): void;
}

/** A module specifier from the generated file to a file of the repository (`src/shared/page-model.ts`) or of generated/ (`generated/pages/x.gen.ts`). */
export function moduleTo(file: SourceFile, repositoryPath: string): string {
  return file.getRelativePathAsModuleSpecifierTo(`${ROOT}/${repositoryPath}`);
}

/** Builds one file: header, preamble, then the code `build` adds, formatted, with the slots filled in. */
export function buildFile(builder: FileBuilder): GeneratedFile {
  const file = sharedProject().createSourceFile(`${OUT}/${builder.path}`, '', { overwrite: true });
  const filled: { placeholder: string; text: string }[] = [];
  const slot = (text: string, after = '') => {
    filled.push({ placeholder: `__generatedSlot${filled.length}__${after}`, text });
    return filled[filled.length - 1].placeholder;
  };
  builder.build(file, { expression: (text) => slot(text), statements: (text) => slot(text, ';') });
  file.formatText(FORMAT_SETTINGS);
  let code = file.getFullText();
  file.forget();
  for (const { placeholder, text } of filled) {
    const parts = code.split(placeholder);
    if (parts.length !== 2) fail(builder.path, '', `the emit stage lost or repeated a placeholder (${placeholder})`, `Not a fault of the sources: the formatter changed the placeholder; make its text survive formatting in generator/emit/ts-project.ts.`);
    code = parts[0] + text + parts[1];
  }
  const preamble = (builder.preamble ?? []).map((line) => `${line}\n`).join('');
  return { path: builder.path, content: `${header(builder.sources)}${preamble}\n${code}` };
}

/** What a generated table is: an exported const of data (`literal`'s text), typed or `as const`. */
export interface ConstTable {
  name: string;
  /** Its declared type; without one the table is `as const` (or, with `satisfies`, checked against that type). */
  type?: string;
  satisfies?: string;
  /** The data's text (format.ts literal). */
  data: string;
}

/** Adds `export const <name>[: type] = <data> [as const [satisfies …]]` (the data in a slot, unformatted). */
export function addConstTable(file: SourceFile, slots: Slots, table: ConstTable): void {
  const data = slots.expression(table.data);
  const initializer = table.type !== undefined ? data : `${data} as const${table.satisfies ? ` satisfies ${table.satisfies}` : ''}`;
  file.addVariableStatement({ isExported: true, declarationKind: VariableDeclarationKind.Const, declarations: [{ name: table.name, ...(table.type !== undefined ? { type: table.type } : {}), initializer }] });
}
