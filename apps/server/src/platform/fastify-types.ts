declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerRoute: the route stays open during maintenance and for blocked addresses. */
    bypassSiteGuard?: boolean;
  }
}

export {};
