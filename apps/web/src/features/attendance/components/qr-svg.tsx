import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** A QR code as SVG squares (no markup strings): medium error correction, a four-module quiet zone. */
export function QrSvg({ text, size, label }: { readonly text: string; readonly size: number; readonly label: string }) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const modules = code.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row++)
      for (let col = 0; col < modules; col++) if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { count: modules + 8, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', maxWidth: '100%', height: 'auto' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
