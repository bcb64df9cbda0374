import type { ReactNode } from 'react';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import type { ApprovalCalls } from '../../react/useApprovalCalls.js';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import { AccountLayout } from '../account/AccountLayout.js';
import { RequireSignIn } from '../account/RequireSignIn.js';

/** The grey page background of the approval screens. */
export const APPROVAL_BACKGROUND = '#f5f6f8';

/**
 * The frame of an approval screen: the nav bar (title from the query or the screen's), and — when
 * the query brings no `token` — the portal's session: a signed-out visitor goes to sign in.
 */
export function ApprovalFrame(props: {
  calls: ApprovalCalls;
  title: string;
  right?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const page = (
    <AccountLayout
      title={props.title}
      background={APPROVAL_BACKGROUND}
      right={props.right}
      testId={props.testId}
    >
      {props.children}
    </AccountLayout>
  );
  if (!props.calls.needsSignIn) return page;
  const here = globalThis.location ? location.pathname + location.search : '/';
  return <RequireSignIn returnUrl={here}>{page}</RequireSignIn>;
}

/** The loading state of a screen's content. */
export function ApprovalLoading() {
  return (
    <div style={{ padding: 16, background: '#fff', margin: 12, borderRadius: 8 }}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

/** A failed load. */
export function ApprovalFailed({ title }: { title?: string }) {
  return (
    <ErrorBlock
      status="default"
      title={title ?? APPROVAL_TEXTS.loadFailed}
      description=""
      style={{ marginTop: 48 }}
    />
  );
}

/** A white card with an optional heading. */
export function ApprovalCard(props: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      data-testid={props.testId}
      style={{ margin: '12px 12px 0', background: '#fff', borderRadius: 8, overflow: 'hidden' }}
    >
      {props.title !== undefined && (
        <header
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: '12px 16px',
            fontSize: 15,
            fontWeight: 600,
            borderBottom: '1px solid #f2f3f5',
          }}
        >
          <span>{props.title}</span>
          {props.extra}
        </header>
      )}
      {props.children}
    </section>
  );
}
