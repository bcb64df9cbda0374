// Draws one control as a phone page does (spec 1 §9 mobile design reference 375×667): the
// widget the mobile kit registers for its typeName, in a 375 px wide column.
import type { Control } from '@tessera/protocol';
import { UnknownWidget, defaultWidgets } from '../../src/mobile/index.js';
import { installReactRootRender } from '../../src/mobile/reactRootRender.js';

// antd-mobile's imperative views (Toast, ImageViewer) under React 19.
installReactRootRender();

/** Props of {@link MobileFrame}. */
export interface MobileFrameProps {
  control: Control;
  /** The cell's height in px; default as tall as the widget. */
  height?: number;
}

/** The registered mobile widget of `control.typeName`, on a 375 px phone page. */
export function MobileFrame({ control, height }: MobileFrameProps) {
  const Widget = defaultWidgets[control.typeName];
  return (
    <div
      data-testid="mobile-frame"
      data-control-id={control.id}
      data-type-name={control.typeName}
      style={{ width: 375, minHeight: 120, background: '#f5f5f5', fontSize: 14 }}
    >
      <div style={{ height, overflow: height ? 'auto' : undefined }}>
        {Widget ? <Widget control={control} /> : <UnknownWidget control={control} />}
      </div>
    </div>
  );
}
