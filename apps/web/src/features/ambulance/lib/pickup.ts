/**
 * The pickup as one line: the typed address, then the city — unless the address already ends with it
 * ("12 Road No. 3, Banjara Hills, Hyderabad" stays as typed rather than "…, Hyderabad, Hyderabad").
 */
export function pickupLine(address: string, city: string): string {
  const typed = address.trim().replace(/[\s,]+$/, '');
  const last = typed.split(',').at(-1)?.trim().toLocaleLowerCase('en-IN');
  return last === city.trim().toLocaleLowerCase('en-IN') ? typed : `${typed}, ${city}`;
}
