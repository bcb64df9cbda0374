import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NavBar, Result } from 'antd-mobile';
import { CLIENT_VERSION } from '@tessera/protocol';
import { TesseraProvider } from '@tessera/react';
import { client, messages, sessionStorage } from './wiring.js';

/** Placeholder until the mobile runtime issue lands: proves the app builds and serves. */
function App() {
  return (
    <>
      <NavBar back={null}>Tessera 移动端</NavBar>
      <Result
        status="waiting"
        title="移动端运行时建设中"
        description={`客户端版本 ${CLIENT_VERSION}`}
      />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <TesseraProvider client={client} messages={messages} sessionStorage={sessionStorage}>
      <App />
    </TesseraProvider>
  </StrictMode>,
);
