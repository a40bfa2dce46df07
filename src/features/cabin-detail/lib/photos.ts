/**
 * The alt text of a cabin photo: the host's own text for it (`alts`, in the order of the photos)
 * and, for a photo without one, the cabin's name and its place in the gallery.
 */
export const photoAlt = (
  name: string,
  index: number,
  total: number,
  alts?: ReadonlyArray<string>,
): string =>
  alts?.[index]?.trim() || (total > 1 ? `${name}, foto ${index + 1} de ${total}` : `${name}, foto`);
