// The layers of src/client, top to bottom: each imports only from layers below it. Both lint
// (eslint.config.js) and dependency-cruiser (.dependency-cruiser.mjs) enforce this order; see
// docs/decisions/001-layers.md for what each layer holds.
export const CLIENT_LAYERS = ['app', 'features', 'pwa', 'components', 'i18n', 'data', 'sync'];

/** Each layer with the layers above it, which it must not import. */
export function layersAbove() {
  return CLIENT_LAYERS.map((layer, i) => ({ layer, above: CLIENT_LAYERS.slice(0, i) })).filter(({ above }) => above.length > 0);
}
