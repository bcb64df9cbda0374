// The designer loads when /design is opened (README "Designer"): a module of its own, so the
// runtime's first download stays as it was. Each screen is wrapped here, in the lazy module, so
// that the route table in the first download holds only paths and loaders.
import type { WidgetMap } from '@tessera/widgets';
import { DesignerEditor } from './designer/DesignerEditor.js';
import { DesignerPages } from './designer/DesignerPages.js';
import { FlowDesign } from './designer/FlowDesign.js';
import { FormDesign } from './designer/FormDesign.js';
import { PreviewPage } from './designer/PreviewPage.js';
import { SignedIn } from './designer/SignedIn.js';
import { WorkflowAdmin } from './designer/WorkflowAdmin.js';

export function DesignerPagesRoute() {
  return (
    <SignedIn>
      <DesignerPages />
    </SignedIn>
  );
}

export function DesignerEditorRoute({ widgets }: { widgets: WidgetMap }) {
  return (
    <SignedIn>
      <DesignerEditor widgets={widgets} />
    </SignedIn>
  );
}

export function PreviewRoute() {
  return (
    <SignedIn>
      <PreviewPage />
    </SignedIn>
  );
}

/** Issue 26: /form-design/{workFlowId} and /custom-form-design (administrators; server-checked). */
export function FormDesignRoute() {
  return (
    <SignedIn>
      <FormDesign />
    </SignedIn>
  );
}

export function WorkflowAdminRoute() {
  return (
    <SignedIn>
      <WorkflowAdmin />
    </SignedIn>
  );
}

/** Issue 26: /flow-design/{workFlowId} (administrators; server-checked). */
export function FlowDesignRoute() {
  return (
    <SignedIn>
      <FlowDesign />
    </SignedIn>
  );
}
