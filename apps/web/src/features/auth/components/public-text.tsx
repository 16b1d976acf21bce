import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/*
 * The look of antd's Typography (Title, Paragraph, Text strong) for the few texts of the
 * public frame. Typography brings its copy, edit and ellipsis machinery (a tooltip, a text area)
 * into the first download, which the login page must keep small; the values come from the same
 * theme tokens, so the pages look exactly as with Typography.
 */

/** antd's `<Typography.Title level={1}>` at the public pages' 24px. */
export function PageTitle({ children }: { readonly children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        margin: 0,
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: 24,
        lineHeight: token.lineHeightHeading1,
        fontFamily: token.fontFamily,
        wordBreak: 'break-word',
        boxSizing: 'border-box',
      }}
    >
      {children}
    </h1>
  );
}

/** antd's `<Typography.Paragraph>` (a block with a 1em bottom margin); links in it are underlined (global.css). */
export function Paragraph({
  secondary,
  style,
  children,
}: {
  readonly secondary?: boolean;
  readonly style?: CSSProperties;
  readonly children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <p
      style={{
        margin: 0,
        marginBottom: '1em',
        color: secondary ? token.colorTextDescription : token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        wordBreak: 'break-word',
        boxSizing: 'border-box',
        ...style,
      }}
    >
      {children}
    </p>
  );
}
