/** The alt text of a cabin photo: the cabin's name and its place in the gallery. */
export const photoAlt = (name: string, index: number, total: number): string =>
  total > 1 ? `${name}, foto ${index + 1} de ${total}` : `${name}, foto`;
