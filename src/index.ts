// The library entry (`import { exportBundle } from 'static-export'`): the pipeline, its stages that are useful on
// their own, and the types at their boundaries. The doors (CLI, Action, API) are not part of it.
export { exportBundle } from './pipeline/export-bundle.ts';
export type { ExportBundleHooks, ExportBundleTarget } from './pipeline/export-bundle.ts';
export { exportSite } from './export/export-site.ts';
export { packBundle } from './bundle/pack.ts';
export { verifyBundle } from './verify/verify.ts';
export { StaticExportError } from './core/errors.ts';
export type { ErrorCode } from './core/errors.ts';
export type * from './core/types.ts';
export { MANIFEST_FORMAT, MANIFEST_PATH, META_DIR } from './core/types.ts';
