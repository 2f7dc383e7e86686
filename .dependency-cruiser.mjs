// dependency-cruiser: the folder-level import graph of src/client points one way, and nothing in
// src imports in a circle. `npm run depcruise` (part of `npm run lint`) fails on a violation.
// The layer order is shared with eslint.config.js (scripts/client-layers.mjs).
import { layersAbove } from './scripts/client-layers.mjs';

/** Tests may compose layers as the app does; the rules speak of the code that ships. */
const TESTS = '\\.test\\.tsx?$';

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
