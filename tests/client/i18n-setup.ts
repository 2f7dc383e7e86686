// Tests see the app's English as a screen does once its words have loaded: every English area.
import { loadAreas } from '../../src/client/i18n/i18n';
import { AREAS } from '../../src/client/i18n/areas';

await loadAreas(...AREAS);
