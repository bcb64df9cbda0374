import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { accountRef } from '@tessera/api';
import { FlowDesignerScreen, flowDesignCalls, useDesignSubApp } from '@tessera/designer-ui';
import { useRequestClient, useSettings } from '@tessera/react';
import { UserMenu } from '@tessera/widgets/pc';

/** /flow-design/{workFlowId}: the workflow designer of `@tessera/designer-ui`. */
export function FlowDesign() {
  const client = useRequestClient();
  const subApp = useDesignSubApp();
  const settings = useSettings();
  const navigate = useNavigate();
  const { workFlowId = '' } = useParams();
  const calls = useMemo(
    () => flowDesignCalls(client, subApp, accountRef(settings)),
    [client, subApp, settings],
  );
  const back = useCallback(() => void navigate('/workflow-admin'), [navigate]);
  return (
    <FlowDesignerScreen
      key={workFlowId}
      calls={calls}
      workFlowId={workFlowId}
      onBack={back}
      header={<UserMenu />}
    />
  );
}
