/** Parts of an address that name the city, the state or the postcode rather than a locality. */
const NOT_A_LOCALITY = /^(bangalore|bengaluru|karnataka|india|\d{6}|karnataka \d{6}|bengaluru \d{6}|bangalore \d{6})$/i;

/**
 * The locality of a Bangalore address ("12, 4th Cross, Indiranagar, Bangalore 560038" →
 * "Indiranagar"): the last part before the city, state and postcode. A message names the locality,
 * never the address line; an address of one part has none that can be told apart from it.
 */
export function localityOf(address: string): string | undefined {
  const parts = address.split(',').map((p) => p.trim()).filter((p) => p && !NOT_A_LOCALITY.test(p));
  return parts.length >= 2 ? parts[parts.length - 1] : undefined;
}
