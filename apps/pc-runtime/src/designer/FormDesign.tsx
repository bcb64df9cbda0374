import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormDesignerScreen, useDesignSubApp } from '@tessera/designer-ui';
import { useRequestClient } from '@tessera/react';
import { formDesignCalls } from './formDesignCalls.js';

/**
 * /form-design/{workFlowId} (the workflow's form) and /custom-form-design?id= (a form of its
 * own; without id a new one): the form designer of `@tessera/designer-ui`.
 */
export function FormDesign() {
  const client = useRequestClient();
  const subApp = useDesignSubApp();
  const navigate = useNavigate();
  const { workFlowId } = useParams();
  const [search] = useSearchParams();
  const calls = useMemo(() => formDesignCalls(client, subApp), [client, subApp]);
  const target = workFlowId ? { workFlowId } : { formId: search.get('id') };
  return (
    <FormDesignerScreen
      key={workFlowId ?? search.get('id') ?? 'new'}
      calls={calls}
      target={target}
      onBack={() => void navigate(-1)}
    />
  );
}
