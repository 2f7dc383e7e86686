/**
 * The GST rates the law sets for goods and services (0, 5, 12, 18 and 28 %): the only ones the
 * pricing configuration accepts. Doorstep car care is taxed at 18 % (SAC 9987).
 */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export const isGstRate = (value: number): value is GstRate => (GST_RATES as readonly number[]).includes(value);

/** "GST must be one of 0, 5, 12, 18 or 28 %". */
export const GST_RATE_MESSAGE = `GST must be one of ${GST_RATES.slice(0, -1).join(', ')} or ${GST_RATES.at(-1)} %`;
