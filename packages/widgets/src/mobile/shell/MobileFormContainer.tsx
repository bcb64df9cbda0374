// spec 1 §2 Layouts: "A form container on Pc is hidden until its page is loaded" — on mobile too
// (ours: the same wait, so a form never shows its fields empty and then jumps).
import { RUNTIME_GRID, CONTAINER_MIN_HEIGHT } from '@tessera/layout';
import { GridRenderer } from '../../grid/GridRenderer.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { useControl } from '../../controls/useControl.js';
import { useShellControls } from '../../shell/ShellControls.js';
import { usePageLoaded } from '../../shell/usePageLoaded.js';
import { MobileSlotRenderer } from './MobileSlotRenderer.js';
import { mobileRegistry } from './mobileRegistry.js';

// Mobile grids keep the runtime grid's 12 columns at every width (as the page grid does).
const MOBILE_GRID_CONFIG = { cols: RUNTIME_GRID.cols };

/**
 * The mobile form container (typeName `FormContainer`): its child controls on a grid of their
 * own and its slots, invisible — space kept, at least 40 px — until every data source of the page
 * has loaded. The page's controls come from `ShellControlsContext` (the page shell provides it).
 */
export function MobileFormContainer({ control }: WidgetProps) {
  const { visible } = useControl(control);
  const loaded = usePageLoaded();
  const shell = useShellControls();
  if (!visible) return null;
  const registry = shell.registry ?? mobileRegistry();
  const hasChildren = shell.controls.some((c) => c.parentId === control.id);
  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      data-testid="form-container"
      aria-busy={!loaded}
      style={{
        visibility: loaded ? 'visible' : 'hidden',
        minHeight: CONTAINER_MIN_HEIGHT,
        height: '100%',
      }}
    >
      {hasChildren ? (
        <GridRenderer
          controls={shell.controls}
          registry={registry}
          parentId={control.id}
          gridConfig={MOBILE_GRID_CONFIG}
        />
      ) : null}
      <MobileSlotRenderer control={control} registry={registry} />
    </form>
  );
}
