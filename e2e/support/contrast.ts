/**
 * WCAG 2 contrast between two CSS colours as the browser computes them (`rgb(…)` / `rgba(…)`):
 * what axe cannot judge for a state it never sees, such as a focus ring or a toast.
 */
type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const parts = color.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3) throw new Error(`Not an rgb() colour: ${color}`);
  const [red, green, blue, alpha = 1] = parts;
  return [red!, green!, blue!, alpha];
}

/** `color` painted over the opaque `base`. */
function over(color: Rgba, base: Rgba): Rgba {
  const [red, green, blue, alpha] = color;
  return [
    red * alpha + base[0] * (1 - alpha),
    green * alpha + base[1] * (1 - alpha),
    blue * alpha + base[2] * (1 - alpha),
    1,
  ];
}

function luminance([red, green, blue]: Rgba): number {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of `foreground` on the opaque `background`, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const base = parse(background);
  const [light, dark] = [luminance(over(parse(foreground), base)), luminance(base)].sort(
    (a, b) => b - a,
  );
  return (light! + 0.05) / (dark! + 0.05);
}
