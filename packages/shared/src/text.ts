/** Case folding for Turkish text: 'İSTANBUL' and 'istanbul' match, 'I' folds to 'ı'. */
export function foldTr(value: string): string {
  return value.toLocaleLowerCase('tr-TR');
}

export function includesTr(haystack: string, needle: string): boolean {
  return foldTr(haystack).includes(foldTr(needle));
}
