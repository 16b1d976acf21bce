import { describe, expect, it } from 'vitest';
import { lazy } from 'react';
import type { MenuNode } from '@tenaga/contracts/menu';
import { MAIN_MENU, RECORD_ROUTES, SETTINGS_MENU } from '@tenaga/contracts/product-menu';
import { mergePages, PAGES } from '../pages.ts';

const developed = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.developed ? [node.name] : []), ...developed(node.children ?? [])]);

describe('the pages', () => {
  it('serve every developed menu item and record page, and nothing else', () => {
    const wanted = [...developed([...MAIN_MENU, ...SETTINGS_MENU]), ...RECORD_ROUTES.map((record) => record.name)];
    expect(Object.keys(PAGES).sort()).toEqual(wanted.sort());
  });

  it('refuse a page two features claim', () => {
    const page = lazy(async () => ({ default: () => null }));
    expect(() => mergePages({ 'a/pages.ts': { home: page }, 'b/pages.ts': { home: page } })).toThrow(
      'b/pages.ts: the page home is served by another feature too',
    );
  });
});
