/**
 * The size rules of the codebase: no source file over 200 lines, no React component over 80.
 * Small files and components are what keep every screen readable in one sitting. Run by
 * `npm run lint`; prints each breach as `file:line: ...` and exits 1 if there is one.
 */
import ts from 'typescript';

import { runFileCheck } from './check-files';

const MAX_FILE_LINES = 200;
const MAX_COMPONENT_LINES = 80;
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TREES = ['src', 'server', 'e2e', '__tests__', 'scripts', 'jest'];

const lineOf = (file: ts.SourceFile, position: number) =>
  file.getLineAndCharacterOfPosition(position).line + 1;

/** A function whose name starts with a capital letter, in a .tsx file: a component. */
function componentsOf(file: ts.SourceFile): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = [];
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.text;
    }
    if (name && /^[A-Z]/.test(name)) {
      found.push({
        name,
        start: lineOf(file, node.getStart(file)),
        end: lineOf(file, node.getEnd()),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export function sizeBreaches(path: string, text: string): string[] {
  const breaches: string[] = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) {
    breaches.push(`${path}:1: ${lines} lines (at most ${MAX_FILE_LINES})`);
  }
  if (path.endsWith('.tsx')) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    for (const { name, start, end } of componentsOf(file)) {
      const length = end - start + 1;
      if (length > MAX_COMPONENT_LINES) {
        breaches.push(
          `${path}:${start}: component ${name} is ${length} lines (at most ${MAX_COMPONENT_LINES})`,
        );
      }
    }
  }
  return breaches;
}

function main() {
  runFileCheck({
    name: 'sizes',
    trees: TREES,
    include: (path) => SOURCE.test(path),
    check: sizeBreaches,
    found: 'over the limits',
  });
}

if (process.argv[1]?.endsWith('check-sizes.ts')) main();
