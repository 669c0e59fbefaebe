/**
 * The longest functions of the given folders, by lines (first line of the declaration to its
 * closing brace), longest first: `npx tsx test/engine/function-lengths.ts [--top N] [folder…]`
 * (default: src/jobs and the CNAB readers: src/engine/cnab/retorno and the 240 and 400 walkers).
 * Tests are skipped. `test/engine/function-length.test.ts` holds the same folders to a budget.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export interface FunctionLength {
  file: string;
  name: string;
  line: number;
  lines: number;
}

/** The folders item 5 of issue 25 holds to ~80 lines: the job kinds and the CNAB readers. */
export const DEFAULT_FOLDERS = [
  "src/jobs",
  "src/engine/cnab/retorno",
  "src/engine/cnab/cnab240/read.ts",
  "src/engine/cnab/cnab400/read.ts",
];

function walk(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const p = node.parent;
  if (p && ts.isVariableDeclaration(p)) return p.name.getText();
  if (p && ts.isPropertyAssignment(p)) return p.name.getText();
  if (p && ts.isPropertyDeclaration(p)) return p.name.getText();
  return "(anonymous)";
}

/** Every function of `root`'s `folders` with its length in lines. */
export function functionLengths(
  root: string,
  folders: readonly string[] = DEFAULT_FOLDERS,
): FunctionLength[] {
  const out: FunctionLength[] = [];
  for (const file of folders.flatMap((f) => walk(join(root, f)))) {
    const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node) => {
      if (
        ts.isFunctionDeclaration(n) ||
        ts.isMethodDeclaration(n) ||
        ts.isFunctionExpression(n) ||
        ts.isArrowFunction(n)
      ) {
        if (n.body) {
          const start = sf.getLineAndCharacterOfPosition(n.getStart()).line;
          const end = sf.getLineAndCharacterOfPosition(n.getEnd()).line;
          out.push({ file: relative(root, file), name: nameOf(n), line: start + 1, lines: end - start + 1 });
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1]?.endsWith("function-lengths.ts")) {
  const args = process.argv.slice(2);
  const top = args[0] === "--top" ? Number(args[1]) : 25;
  const folders = args[0] === "--top" ? args.slice(2) : args;
  const root = join(import.meta.dirname, "..", "..");
  for (const f of functionLengths(root, folders.length ? folders : DEFAULT_FOLDERS).slice(0, top)) {
    console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  }
}
