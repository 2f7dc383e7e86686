// Lint rules that keep the layers one-way (see docs/decisions/001-layers.md).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import { CLIENT_LAYERS, layersAbove } from './scripts/client-layers.mjs';

const featuresDir = 'src/client/features';
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const layerZones = [
  { target: './src/shared', from: ['./src/client', './src/server', './sw'], message: 'src/shared must stay portable: it imports neither client, server nor sw.' },
  { target: './src/client', from: ['./src/server', './sw'], message: 'The client talks to the server only over HTTP; share code through src/shared.' },
  { target: './src/server', from: ['./src/client', './sw'], message: 'The server never imports client code; share code through src/shared.' },
  { target: './sw', from: ['./src/client', './src/server'], message: 'The service worker imports only src/shared.' },
  ...features.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`],
    message: 'Features never import other features; compose them in src/client/app.',
  })),
];

// Inside src/client the arrows point one way: app → features → pwa → components → i18n → data → sync.
// Tests may compose layers as the app does, so they are left out of these zones.
const clientLayerZones = layersAbove().map(({ layer, above }) => ({
  target: `./src/client/${layer}`,
  from: above.map((upper) => `./src/client/${upper}`),
  message: `src/client/${layer} must not import the layers above it (${CLIENT_LAYERS.join(' → ')}).`,
}));

// Every URL the client calls is built from the shared route table (src/shared/api/routes.ts).
const noHandTypedApiUrls = {
  'no-restricted-syntax': [
    'error',
    ...['Literal[value=/^\\/api(\\/|\\?|$)/]', 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|\\?|$)/]'].map((selector) => ({
      selector,
      message: 'Build API URLs with apiUrl / apiRequest from src/shared/api (the shared route table), not by hand.',
    })),
  ],
};

const noFetch = {
  'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/client/sync and sw/ talk to the network.' }],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Only src/client/sync and sw/ talk to the network.' },
    { object: 'globalThis', property: 'fetch', message: 'Only src/client/sync and sw/ talk to the network.' },
    { object: 'self', property: 'fetch', message: 'Only src/client/sync and sw/ talk to the network.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'bench/.tmp/**', 'src/server/db/migrations/**', 'tests/e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: true } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  { files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts'], ignores: ['src/client/sync/**', '**/*.test.{ts,tsx}'], rules: noFetch },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...clientLayerZones] }],
      ...noHandTypedApiUrls,
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Screens read through client/data hooks and write through its mutation functions.' }] }],
    },
  },
);
