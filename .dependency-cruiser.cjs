// The import rules of ARCHITECTURE.md, checked by dependency-cruiser in `npm test` (`npm run lint:deps`): every
// arrow points one way — bins → doors → what the service's two processes share (server/jobs) → the pipeline →
// stages → primitives — and server/ imports src/, never back. A rule broken here names the file and the import.

/** The front doors: each maps its own input to the pipeline and its output back; none imports another. */
const DOORS = ['src/cli', 'src/action', 'server/api', 'server/worker'];
/** What turns a site into a bundle and a bundle into what people get; they work below the pipeline. */
const STAGES = 'src/(frameworks|export|bundle|store|hosting|search|sign|delta)/';
/** What bundles are checked and hosted with, above the stages they call. */
const CONSUMERS = 'src/(verify|serve|browser-check)/';

const otherDoors = (door) => `^(${DOORS.filter((d) => d !== door).join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No module imports itself through others: a cycle makes load order matter and layers meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-never-imports-server',
      comment: 'The engine and its own doors stand without the service: src/ never imports server/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    ...DOORS.map((door) => ({
      name: `door-${door.replace('/', '-')}-imports-no-other-door`,
      comment: 'Doors never import each other: what two doors need lives below both.',
      severity: 'error',
      from: { path: `^${door}/` },
      to: { path: otherDoors(door) },
    })),
    {
      name: 'nothing-below-a-door-imports-one',
      comment: 'Only bins (and tests) reach a door; the pipeline, stages and server/jobs never do.',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: `^(${DOORS.join('|')})/|^src/index\\.ts$` },
      to: { path: `^(${DOORS.join('|')})/` },
    },
    {
      name: 'core-imports-nothing-of-ours',
      comment: 'src/core is the bottom: types at the boundaries, errors, validation.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^(src|server)/', pathNot: '^src/core/' },
    },
    {
      name: 'net-imports-only-core',
      comment: 'src/net is a primitive every door shares: it imports no stage.',
      severity: 'error',
      from: { path: '^src/net/' },
      to: { path: '^(src|server)/', pathNot: '^src/(core|net)/' },
    },
    {
      name: 'stages-import-no-pipeline',
      comment: 'The pipeline calls the stages; a stage never calls back up.',
      severity: 'error',
      from: { path: `^(${STAGES}|src/(core|net)/)` },
      to: { path: '^src/pipeline/' },
    },
    {
      name: 'stages-import-no-consumer',
      comment: 'verify and serve sit above the stages (a delta is applied without importing verify).',
      severity: 'error',
      from: { path: `^(${STAGES}|src/(core|net|pipeline)/)` },
      to: { path: `^${CONSUMERS}` },
    },
    {
      name: 'product-imports-no-tooling',
      comment: 'The package ships src/ and server/: they never import the bench, scripts, tests or bins.',
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { path: '^(bench|scripts|test|bin)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|lib|test)/|/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
