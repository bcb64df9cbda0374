import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, CssBaseline, Typography } from '@mui/material';
import { CLIENT_VERSION } from '@tessera/protocol';
import { TesseraProvider } from '@tessera/react';
import { client, messages, sessionStorage } from './wiring.js';

/** Placeholder until the account self-service issue lands: proves the app builds and serves. */
function App() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <CssBaseline />
      <Typography variant="h5" component="h1">
        Tessera 账户中心
      </Typography>
      <Typography sx={{ mt: 2 }}>
        账户、地址簿与审批页面建设中（客户端版本 {CLIENT_VERSION}）
      </Typography>
    </Box>
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
