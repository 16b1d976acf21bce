import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { i18next } from '../lib/i18n.ts';

/** A page that throws while rendering shows a way out instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="error"
        title={i18next.t('errorBoundaryTitle')}
        subTitle={i18next.t('errors:warningDefaultMsg')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {i18next.t('reload')}
          </Button>
        }
      />
    );
  }
}
