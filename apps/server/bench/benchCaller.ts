import type { FastifyInstance } from 'fastify';

/**
 * The access token of a benchmark user (created on the spot, no password): benchmarks query as
 * a signed-in caller, as the runtimes do (README "Authorization").
 */
export async function benchAccessToken(
  app: FastifyInstance,
  phone = '19800000000',
): Promise<string> {
  const user = await app.tessera.db
    .insertInto('users')
    .values({ user_name: `bench-${phone}`, nick_name: '基准用户', mobile_phone: phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await app.tesseraIdentity.signIn(user.id)).accessToken;
}
