// dependency-cruiser: the folder-level import graph of src/client points one way, the server's
// rooms and the client's data rooms point one way (ADR 056), and nothing in src imports in a circle. `npm run depcruise` (part of `npm run lint`) fails on a violation.
// The layer order is shared with eslint.config.js (scripts/client-layers.mjs).
import { layersAbove } from './scripts/client-layers.mjs';

/** Tests may compose layers as the app does; the rules speak of the code that ships. */
const TESTS = '\\.test\\.tsx?$';

/**
 * The server's rooms, lowest first: changes/ (what changed, where, for whom) ← http/ (plumbing) and
 * uploads/ ← pages/ (the HTML pages) ← modules/ (the API's areas); modules/photos/ is beneath the
 * modules that store photos.
 */
const serverRooms = [
  {
    name: 'server-rooms-below-modules',
    from: '^src/server/(changes|http|pages|uploads)/',
    to: '^src/server/modules/',
    comment: 'Change state, HTTP plumbing, uploads and pages serve every module and import none',
  },
  {
    name: 'server-changes-below-http',
    from: '^src/server/changes/',
    to: '^src/server/(http|pages|uploads)/',
    comment: 'src/server/changes keeps what changed, where and for whom, and knows nothing of HTTP or pages',
  },
  {
    name: 'server-http-below-pages',
    from: '^src/server/(http|uploads)/',
    to: '^src/server/pages/',
    comment: 'HTTP plumbing does not know the pages it serves',
  },
  {
    name: 'server-photos-below-modules',
    from: '^src/server/modules/photos/',
    to: '^src/server/modules/(?!photos/)',
    comment: 'The photo pipeline serves bookings and onboarding and imports neither',
  },
];

/**
 * The client's data layer, lowest first: engine/ (the device database, sync, the write pipeline) ←
 * mutations/ (what screens call to change things) ← hooks/ (what screens read); registry/ (the
 * tables) is beneath all three.
 */
const dataRooms = [
  {
    name: 'client-data-engine-below-screens-api',
    from: '^src/client/data/(engine|registry)/',
    to: '^src/client/data/(mutations|hooks)/',
    comment: 'The engine knows nothing of the mutations and hooks built on it',
  },
  {
    name: 'client-data-mutations-below-hooks',
    from: '^src/client/data/mutations/',
    to: '^src/client/data/hooks/',
    comment: 'Mutations do not read through the screens\' hooks',
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layersAbove().map(({ layer, above }) => ({
      name: `client-${layer}-points-down`,
      comment: `src/client/${layer} imports only the layers below it (docs/decisions/001-layers.md).`,
      severity: 'error',
      from: { path: `^src/client/${layer}/`, pathNot: TESTS },
      to: { path: `^src/client/(${above.join('|')})/` },
    })),
    ...serverRooms.map(({ name, from, to, comment }) => ({
      name,
      comment: `${comment} (docs/decisions/056-server-rooms.md).`,
      severity: 'error',
      from: { path: from, pathNot: TESTS },
      to: { path: to },
    })),
    ...dataRooms.map(({ name, from, to, comment }) => ({
      name,
      comment: `${comment} (src/client/data/README.md).`,
      severity: 'error',
      from: { path: from, pathNot: TESTS },
      to: { path: to },
    })),
    {
      name: 'no-circular',
      comment: 'An import circle ties modules together so that neither can change alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/server/db/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
