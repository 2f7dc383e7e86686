// Types of .dependency-cruiser.mjs, for tests/unit/depcruise-layers.test.ts.
import type { IConfiguration } from 'dependency-cruiser';

declare const config: IConfiguration & Required<Pick<IConfiguration, 'forbidden'>>;
export default config;
