/** A hex colour (no '#') mixed towards white (`amount` > 0) or black (`amount` < 0), as '#rrggbb'. */
export function tint(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const share = Math.min(1, Math.abs(amount));
  const channels = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels.map((value) => Math.round(value + (target - value) * share).toString(16).padStart(2, '0')).join('')}`;
}

/** Whether white letters stand out on this colour: at least 3:1, the WCAG contrast for large bold text. */
export function takesWhiteText(hex: string): boolean {
  const [r, g, b] = [0, 2, 4].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 0.3;
}
