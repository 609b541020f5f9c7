/**
 * The verify stage's look at the emitted code, before anything is written: each generated module
 * is parsed by ts-morph and checked for what the runtime relies on, so a broken emit fails the
 * generator with file, line and reason instead of failing tsc (or the browser) later.
 * - every module parses;
 * - a page module's default export is a PageDefinition, and its definition type-checks against
 *   src/shared/page-model.ts (the TypeScript checker, with only the ES5 library loaded);
 * - every operation a page names (operationId, method, path) is one operations.gen.ts exports and
 *   one the typed client can call (the method of that path in api-types.gen.ts's `paths`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Node, Project, SyntaxKind, ts, type SourceFile } from 'ts-morph';
import { GeneratorError, type SourceIssue } from '../errors';
import type { GeneratedFile } from '../emit/types';
import { REPO_ROOT } from '../options';
import { cachedStepSync } from '../step-cache';

const ROOT = '/repo';
/** Repository files the page modules import, read from this repository. */
const SHARED = ['src/shared/page-model.ts', 'src/shared/route-binding.ts'];
const PAGE_MODULE = /^pages\/[^/]+\.gen\.ts$/;

interface Checked {
  file: SourceFile;
  /** The path named in issues: generated/<path>. */
  name: string;
}

type Report = (checked: Checked, node: Node | number, reason: string, fix: string) => void;

/** What a step found, each issue as file, line, reason and fix. */
function collect(name: string, work: (report: Report) => void): SourceIssue[] {
  const issues: SourceIssue[] = [];
  work(({ file }, node, reason, fix) => {
    const line = typeof node === 'number' ? file.getLineAndColumnAtPos(node).line : node.getStartLineNumber();
    issues.push({ file: name, path: `line ${line}`, reason, fix });
  });
  return issues;
}

/** What the verify stage finds is the emit stage's fault, not the sources': the fix names the emitter. */
const EMITTER = 'Not a fault of the sources: correct the emitter of this file in generator/emit/ (the line shows what it wrote), then run npm run generate.';
const PAGE_EMITTER = 'Not a fault of the sources: make generator/emit/page-module.ts emit a PageDefinition of src/shared/page-model.ts (or extend that type if the page model grew).';
const SAME_CONTRACT = 'Not a fault of the sources: the page modules, operations.gen.ts and api-types.gen.ts come from one contract; make generator/emit/page-module.ts name operations as generator/emit/operations.ts exports them.';

/**
 * Checks the emitted files; throws a GeneratorError listing every issue. A module checked before
 * with the same content (and, for a page, the same operations, client and shared types) answers
 * from the step cache, so a run that changed one page checks that page only.
 */
export function verifyModules(files: GeneratedFile[], outDir: string): void {
  const modules = new Modules(files, outDir);
  const key = (input: string) => ({ input, packages: ['ts-morph'], sources: ['generator/verify/modules.ts', ...SHARED] });
  const issues = files.flatMap((f) => cachedStepSync('verify-parse', key(f.content), () => modules.parseIssues(f.path)));
  if (issues.length > 0) throw new GeneratorError(issues);
  const context = ['operations.gen.ts', 'api-types.gen.ts'].map((path) => files.find((f) => f.path === path)?.content ?? '').join('\0');
  for (const page of files.filter((f) => PAGE_MODULE.test(f.path))) {
    issues.push(...cachedStepSync('verify-page', key(`${page.content}\0${context}`), () => modules.pageIssues(page.path)));
  }
  if (issues.length > 0) throw new GeneratorError(issues);
}

/** The emitted files as ts-morph source files, made only when a check needs them. */
class Modules {
  private project?: Project;
  private operations?: Set<string>;
  private callable?: Map<string, Set<string>>;

  constructor(
    private readonly files: GeneratedFile[],
    private readonly outDir: string,
  ) {}

  private get(path: string): Checked {
    this.project ??= new Project({
      useInMemoryFileSystem: true,
      compilerOptions: { strict: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es5.d.ts'], types: [], skipLibCheck: true, noEmit: true },
    });
    for (const shared of SHARED) {
      if (!this.project.getSourceFile(`${ROOT}/${shared}`)) this.project.createSourceFile(`${ROOT}/${shared}`, readFileSync(join(REPO_ROOT, shared), 'utf8'));
    }
    const at = `${ROOT}/generated/${path}`;
    const content = this.files.find((f) => f.path === path)?.content ?? '';
    return { file: this.project.getSourceFile(at) ?? this.project.createSourceFile(at, content), name: `${this.outDir}/${path}` };
  }

  parseIssues(path: string): SourceIssue[] {
    const checked = this.get(path);
    return collect(checked.name, (report) => {
      for (const diagnostic of this.project!.getProgram().getSyntacticDiagnostics(checked.file)) {
        report(checked, diagnostic.getStart() ?? 0, `does not parse: ${flatten(diagnostic.getMessageText())}`, EMITTER);
      }
    });
  }

  pageIssues(path: string): SourceIssue[] {
    const page = this.get(path);
    this.operations ??= exportedOperations(this.files.some((f) => f.path === 'operations.gen.ts') ? this.get('operations.gen.ts') : undefined);
    this.callable ??= clientPaths(this.files.some((f) => f.path === 'api-types.gen.ts') ? this.get('api-types.gen.ts') : undefined);
    return collect(page.name, (report) => {
      checkPageDefinition(this.project!, page, report);
      for (const { operationId, method, path: opPath } of namedOperations(page.file)) {
        if (!this.operations!.has(operationId.value)) report(page, operationId.node, `names operation ${operationId.value}, which operations.gen.ts does not export`, SAME_CONTRACT);
        else if (method && opPath && !this.callable!.get(opPath.value)?.has(method.value)) {
          report(page, opPath.node, `names ${method.value.toUpperCase()} ${opPath.value} (${operationId.value}), which the client (api-types.gen.ts paths) cannot call`, SAME_CONTRACT);
        }
      }
    });
  }
}

/** The default export is a PageDefinition and what it holds type-checks. */
function checkPageDefinition(project: Project, page: Checked, report: Report): void {
  const exported = page.file.getExportAssignment((assignment) => !assignment.isExportEquals());
  if (!exported) return report(page, page.file.getEnd(), 'has no default export (the runtime loads the page as the module default)', PAGE_EMITTER);
  const pageDefinition = project.getSourceFileOrThrow(`${ROOT}/${SHARED[0]}`).getInterfaceOrThrow('PageDefinition').getType();
  const symbol = page.file.getDefaultExportSymbolOrThrow();
  const value = symbol.isAlias() ? symbol.getAliasedSymbolOrThrow() : symbol;
  if (!project.getTypeChecker().getTypeOfSymbolAtLocation(value, page.file).isAssignableTo(pageDefinition)) report(page, exported, 'its default export is not a PageDefinition', PAGE_EMITTER);
  for (const diagnostic of project.getProgram().getSemanticDiagnostics(page.file)) {
    report(page, diagnostic.getStart() ?? 0, `does not type-check: ${flatten(diagnostic.getMessageText())}`, PAGE_EMITTER);
  }
}

/** A diagnostic's message with its chain, on one line. */
function flatten(text: string | ts.DiagnosticMessageChain | { compilerObject: ts.DiagnosticMessageChain }): string {
  const chain = typeof text === 'string' ? text : 'compilerObject' in text ? text.compilerObject : text;
  return ts.flattenDiagnosticMessageText(chain, ' ');
}

interface Named {
  value: string;
  node: Node;
}

/** Every object literal of the page that names an operation: its operationId, method and path. */
function namedOperations(file: SourceFile): { operationId: Named; method?: Named; path?: Named }[] {
  const found: { operationId: Named; method?: Named; path?: Named }[] = [];
  for (const object of file.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) {
    const text = (name: string): Named | undefined => {
      const initializer = object.getProperty(name)?.asKind(SyntaxKind.PropertyAssignment)?.getInitializer();
      return initializer && Node.isStringLiteral(initializer) ? { value: initializer.getLiteralValue(), node: initializer } : undefined;
    };
    const operationId = text('operationId');
    if (operationId) found.push({ operationId, method: text('method'), path: text('path') });
  }
  return found;
}

/** The keys of operations.gen.ts's `operations`. */
function exportedOperations(module: Checked | undefined): Set<string> {
  const initializer = module?.file.getVariableDeclaration('operations')?.getInitializer();
  const object = initializer?.getFirstDescendantByKind(SyntaxKind.ObjectLiteralExpression);
  return new Set((object?.getProperties() ?? []).flatMap((p) => (Node.isPropertyAssignment(p) ? [unquote(p.getName())] : [])));
}

/** The methods of each path the client can call: api-types.gen.ts's `paths`, without the `?: never` ones. */
function clientPaths(module: Checked | undefined): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const member of module?.file.getInterface('paths')?.getProperties() ?? []) {
    const item = member.getTypeNode()?.asKind(SyntaxKind.TypeLiteral);
    const methods = (item?.getProperties() ?? []).filter((m) => m.getTypeNode()?.getKind() !== SyntaxKind.NeverKeyword).map((m) => m.getName());
    paths.set(unquote(member.getName()), new Set(methods));
  }
  return paths;
}

const unquote = (name: string) => (/^['"]/.test(name) ? name.slice(1, -1) : name);
