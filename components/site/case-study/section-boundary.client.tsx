"use client";

import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  section: string;
  children?: ReactNode;
}
interface State {
  failed: boolean;
}

/** One case-study section's own fallback: a failing section shows
 *  'Unable to load {section} section' and the rest of the page stays. */
export class SectionBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[case-study] the ${this.props.section} section failed:`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <SectionFallback section={this.props.section} />;
  }
}

export function SectionFallback({ section }: { section: string }) {
  return (
    <div role="alert" className="container-page py-12">
      <div className="rounded-3xl border border-dashed border-border p-8 text-center">
        <p className="font-medium">{`Unable to load ${section} section`}</p>
        <p className="mt-1 text-sm text-muted">Please refresh the page to try again</p>
      </div>
    </div>
  );
}
