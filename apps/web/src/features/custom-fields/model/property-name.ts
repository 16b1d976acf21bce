/**
 * A property name offered from a label while none was typed: its ASCII words in camelCase
 * ('Uniform size' → 'uniformSize'); empty when the label has none (a Chinese label).
 */
export function suggestPropertyName(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
  return name.replace(/^\d+/, '').slice(0, 50);
}
