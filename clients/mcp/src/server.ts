import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createCaseServiceClient } from '../../typescript/src/client.js';
import { registerCaseTools } from './case-tools.js';

/**
 * The Email Case Service as an MCP server over stdio, for an agent or a desktop assistant:
 * CASE_SERVICE_URL (the API, e.g. http://127.0.0.1:8080) and CASE_SERVICE_API_KEY (an
 * `ecs_…` key). stdout carries only the protocol; anything else goes to stderr.
 */

const url = process.env.CASE_SERVICE_URL;
const apiKey = process.env.CASE_SERVICE_API_KEY;
if (!url || !apiKey) {
  process.stderr.write(
    'email-case-service MCP: set CASE_SERVICE_URL (e.g. http://127.0.0.1:8080) and CASE_SERVICE_API_KEY (an ecs_… key)\n',
  );
  process.exit(1);
}

const server = new McpServer({ name: 'email-case-service', version: '1.0.0' });
registerCaseTools(server, createCaseServiceClient({ baseUrl: url, apiKey }));
await server.connect(new StdioServerTransport());
process.stderr.write(`email-case-service MCP: serving ${url} on stdio\n`);
