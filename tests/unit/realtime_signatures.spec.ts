import { test } from '@japa/runner'
import {
  apiRequestPayload,
  encryptedChannelSecret,
  md5Hex,
  safeEqual,
  signApiRequest,
  signChannelAuth,
  verifyChannelAuth,
} from '#realtime/signatures'
import { authenticateApiRequest } from '#realtime/api_authentication'
import { ChannelRegistry } from '#realtime/channel_registry'
import { channelType, isValidChannelName, isValidSocketId } from '#realtime/channels'
import { ChannelRules } from '#realtime/channel_rules'

/**
 * Pusher's published test vector (library_auth_reference/auth-signatures).
 */
const PUSHER = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' }

test.group('Realtime signatures', () => {
  test('signs a private channel as in the Pusher reference', ({ assert }) => {
    assert.equal(
      signChannelAuth(PUSHER, '1234.1234', 'private-foobar'),
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4'
    )
  })

  test('signs presence with the exact channel_data string', ({ assert }) => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}'
    assert.equal(
      signChannelAuth(PUSHER, '1234.1234', 'presence-foobar', channelData),
      '278d425bdf160c739803:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80'
    )
    const reformatted = '{"user_id": 10, "user_info": {"name": "Mr. Channels"}}'
    assert.isFalse(
      verifyChannelAuth(
        PUSHER,
        signChannelAuth(PUSHER, '1234.1234', 'presence-foobar', channelData),
        '1234.1234',
        'presence-foobar',
        reformatted
      )
    )
  })

  test('verifies in constant time and refuses other sockets, channels and keys', ({ assert }) => {
    const auth = signChannelAuth(PUSHER, '1234.1234', 'private-foobar')
    assert.isTrue(verifyChannelAuth(PUSHER, auth, '1234.1234', 'private-foobar'))
    assert.isFalse(verifyChannelAuth(PUSHER, auth, '1234.1235', 'private-foobar'))
    assert.isFalse(verifyChannelAuth(PUSHER, auth, '1234.1234', 'private-foobaz'))
    assert.isFalse(
      verifyChannelAuth({ ...PUSHER, key: 'other' }, auth, '1234.1234', 'private-foobar')
    )
    assert.isFalse(verifyChannelAuth(PUSHER, undefined, '1234.1234', 'private-foobar'))
    assert.isFalse(safeEqual('abc', 'abcd'))
    assert.isTrue(safeEqual('abc', 'abc'))
  })

  test('signs HTTP API requests over the sorted query string', ({ assert }) => {
    const query = {
      auth_version: '1.0',
      auth_key: PUSHER.key,
      auth_timestamp: '1353088179',
      body_md5: 'ec365a775a4cd0599faeb73354201b6f',
      auth_signature: 'ignored',
    }
    assert.equal(
      apiRequestPayload('post', '/apps/3/events', query),
      'POST\n/apps/3/events\nauth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f'
    )
    assert.equal(
      signApiRequest(PUSHER.secret, 'POST', '/apps/3/events', query),
      'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c'
    )
    assert.equal(
      md5Hex('{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}'),
      'ec365a775a4cd0599faeb73354201b6f'
    )
  })

  test('authenticates API requests: key, timestamp window, body hash', ({ assert }) => {
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}'
    const query: Record<string, string> = {
      auth_key: PUSHER.key,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: md5Hex(body),
    }
    query.auth_signature = signApiRequest(PUSHER.secret, 'POST', '/apps/3/events', query)
    const request = {
      method: 'POST',
      path: '/apps/3/events',
      query,
      rawBody: body,
      now: 1353088179,
      credentials: PUSHER,
    }
    assert.deepEqual(authenticateApiRequest(request), { ok: true })
    assert.deepEqual(authenticateApiRequest({ ...request, now: 1353088179 + 600 }), { ok: true })
    assert.isFalse(authenticateApiRequest({ ...request, now: 1353088179 + 601 }).ok)
    assert.isFalse(authenticateApiRequest({ ...request, rawBody: body + ' ' }).ok)
    assert.isFalse(
      authenticateApiRequest({ ...request, credentials: { ...PUSHER, secret: 'nope' } }).ok
    )
    assert.isFalse(
      authenticateApiRequest({ ...request, query: { ...query, auth_version: '2.0' } }).ok
    )
  })

  test('derives a per-channel base64 key for encrypted channels', ({ assert }) => {
    const secret = encryptedChannelSecret('master', 'private-encrypted-a')
    assert.equal(Buffer.from(secret, 'base64').length, 32)
    assert.notEqual(secret, encryptedChannelSecret('master', 'private-encrypted-b'))
  })
})

test.group('Realtime channels', () => {
  test('knows channel types, names and socket ids', ({ assert }) => {
    assert.equal(channelType('presence-admin'), 'presence')
    assert.equal(channelType('private-encrypted-x'), 'private-encrypted')
    assert.equal(channelType('private-App.Models.User.1'), 'private')
    assert.equal(channelType('news'), 'public')
    assert.isTrue(isValidChannelName('private-App.Models.User.1'))
    assert.isFalse(isValidChannelName('has space'))
    assert.isFalse(isValidChannelName('x'.repeat(165)))
    assert.isTrue(isValidSocketId('123.456'))
    assert.isFalse(isValidSocketId('123.456.7'))
    assert.isFalse(isValidSocketId('abc'))
  })

  test('presence members are deduplicated by user id', ({ assert }) => {
    const registry = new ChannelRegistry()
    const ann = { userId: '1', userInfo: { name: 'Ann' } }
    assert.isTrue(registry.subscribe('presence-a', '1.1', ann).memberAdded)
    assert.isFalse(registry.subscribe('presence-a', '1.2', ann).memberAdded)
    assert.isFalse(registry.subscribe('presence-a', '1.2', ann).memberAdded)
    assert.deepEqual(registry.presence('presence-a'), {
      ids: ['1'],
      hash: { 1: { name: 'Ann' } },
      count: 1,
    })
    assert.equal(registry.subscriptionCount('presence-a'), 2)
    assert.isNull(registry.unsubscribe('presence-a', '1.1').memberRemoved)
    assert.equal(registry.unsubscribe('presence-a', '1.2').memberRemoved, '1')
    assert.deepEqual(registry.channels(), [])
  })

  test('channel rules match params and wildcards', ({ assert }) => {
    const rules = new ChannelRules()
      .define('private-App.Models.User.{id}', () => true)
      .define('private-admin.*', () => false)
    assert.deepEqual(rules.match('private-App.Models.User.42')?.params, { id: '42' })
    assert.isNull(rules.match('private-App.Models.User.42.x'))
    assert.isNull(rules.match('private-AppXModels.User.42'))
    assert.isNotNull(rules.match('private-admin.reports.daily'))
    assert.isNull(rules.match('private-admin'))
  })
})
