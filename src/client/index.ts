/**
 * `memwright/client`: the HTTP client, for processes that talk to a memwright service over
 * the network (the library is the zero-hop alternative in process). Its one source is the
 * workspace package `@memwright/client` (packages/client), which consumers that want the
 * client without the server install instead; this entry keeps `memwright/client` working
 * for those that already run the server package, with the same methods and types.
 */
export * from '../../packages/client/src/index.js';
