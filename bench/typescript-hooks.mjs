// Module hooks (node:module register) that let the benchmark import the site's TypeScript modules as the server runs
// them: `@/` resolves to the repository, extensionless imports find their `.ts` file, and TypeScript is compiled
// with the compiler the repository already has (types dropped, nothing checked; `npm run typecheck` does that).
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const ROOT = new URL('../', import.meta.url);
const TYPESCRIPT = /\.tsx?$/;

export async function resolve(specifier, context, nextResolve) {
  const target = specifier.startsWith('@/') ? new URL(specifier.slice(2), ROOT).href : specifier;
  try {
    return await nextResolve(target, context);
  } catch (error) {
    const local = target.startsWith('.') || target.startsWith('file:');
    if (!local || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    for (const suffix of ['.ts', '.tsx', '/index.ts']) {
      try {
        return await nextResolve(`${target}${suffix}`, context);
      } catch {
        // the next suffix
      }
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (!TYPESCRIPT.test(new URL(url).pathname)) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
