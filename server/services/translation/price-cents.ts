/** The price of a translation (spec §7 researchPrice): characters x the configured price per 1,000. */


/** Price of a number of characters: cents per 1,000, rounded up to a whole cent. */
export function priceCents(chars: number, perThousandCents: number): number {
  return Math.ceil((chars * perThousandCents) / 1000);
}
