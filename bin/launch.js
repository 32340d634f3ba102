// Shared by the bins: check the Node version first (one line, no stack trace), then load the entry module from
// the TypeScript sources in a clone (Node 24 strips the types) or from the compiled lib/ of an installed package
// (Node never strips types under node_modules, and the package ships no sources).
import { existsSync } from 'node:fs';

// The oldest Node.js every runtime dependency supports: undici 8 declares >=22.19.0 (package.json's engines says the
// same). On an older 22 it does not even load: Node 22.12 stops at "Cannot read properties of undefined (reading
// 'bind')", a stack trace that names neither us nor the version.
const NEEDED = [22, 19];

export async function load(entry) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (!(major > NEEDED[0] || (major === NEEDED[0] && minor >= NEEDED[1]))) {
    process.stderr.write(`static-export needs Node.js ${NEEDED.join('.')} or newer; this is Node.js ${process.versions.node}.\n`);
    process.exit(1);
  }
  const source = new URL(`../${entry}.ts`, import.meta.url);
  if (existsSync(source) && process.features.typescript) return import(source.href);
  const compiled = new URL(`../lib/${entry}.js`, import.meta.url);
  if (existsSync(compiled)) return import(compiled.href);
  process.stderr.write(
    `static-export: this Node.js (${process.versions.node}) does not run TypeScript sources and lib/ is not built: run \`npm run build:lib\`, or use the Node.js 24 that \`npm ci\` installs.\n`,
  );
  process.exit(1);
}
