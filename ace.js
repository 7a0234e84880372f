/*
|--------------------------------------------------------------------------
| JavaScript entrypoint for running ace commands
|--------------------------------------------------------------------------
|
| Registers the TypeScript loader (ts-node-maintained) and then imports
| the "bin/console.ts" file, so that ace commands run from TypeScript
| sources without a build step.
|
*/
import 'ts-node-maintained/register/esm'
await import('./bin/console.js')
