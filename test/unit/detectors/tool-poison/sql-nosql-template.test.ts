import { describe, expect, it } from 'vitest';
import { judge } from './helpers.js';

const sql = (query: string) => judge('sql_query', { query });

describe('tool poison: SQL', () => {
  it.each(['DROP TABLE users;', 'drop table if exists orders', 'TRUNCATE TABLE audit_log', 'DELETE FROM users;', 'DELETE FROM users', "SELECT 1; EXEC xp_cmdshell 'whoami'--", "SELECT '<?php system($_GET[c]); ?>' INTO OUTFILE '/var/www/s.php'"])(
    'blocks %s',
    (query) => expect(sql(query).decision).toBe('block'),
  );

  it.each([
    "SELECT * FROM users WHERE username = 'admin' OR '1'='1'",
    "SELECT * FROM users WHERE username = 'admin' or 1=1--'",
    "SELECT * FROM users WHERE username = '' OR x=x--'",
    "SELECT * FROM users WHERE id = 1 UNION ALL SELECT NULL,NULL,NULL--",
    "SELECT * FROM users WHERE username = ' UNION SELECT username, password FROM admins--'",
    "SELECT * FROM users WHERE username = ' ORDER BY 8--'",
    "SELECT * FROM users WHERE username = '1' AND SLEEP(5)#'",
    "SELECT * FROM users WHERE username = '';WAITFOR DELAY '0:0:5'--'",
    "SELECT * FROM products WHERE id = 1 AND pg_sleep(5)",
    "SELECT * FROM users WHERE name = 'x' AND (SELECT SUBSTRING(@@version,1,1))='5'",
    "SELECT * FROM users WHERE name = 'x'; DROP TABLE users--",
    "SELECT table_name FROM information_schema.tables",
    "SELECT * FROM users WHERE name = '' /*!50000UNION*/ SELECT 1",
    'SELECT * FROM users WHERE id = 1 UNION SELECT username, password FROM admin--',
    'SELECT name FROM products WHERE id = 3 UNION SELECT email FROM customers #',
  ])('flags %s', (query) => expect(sql(query).decision).not.toBe('allow'));

  it.each([
    "GRANT ALL PRIVILEGES ON *.* TO 'guest'@'%'",
    "UPDATE users SET role = 'admin' WHERE email = 'me@example.com'",
    'ALTER USER app_reader WITH SUPERUSER',
  ])('sends a privilege grant to review: %s', (query) => {
    const r = sql(query);
    expect(r.decision).not.toBe('allow');
    expect(r.families).toContain('privilege_escalation');
  });

  it.each(["UPDATE users SET last_login = now() WHERE id = 42", 'GRANT SELECT ON reports TO analyst', "SELECT role FROM users WHERE role = 'admin'"])(
    'allows %s',
    (query) => expect(sql(query).decision).toBe('allow'),
  );

  it('finds injection in a login form field of a non-SQL tool', () => {
    expect(judge('login', { username: "admin' OR '1'='1' --", password: 'x' }).decision).not.toBe('allow');
  });

  it.each([
    'SELECT name FROM users WHERE id = 5',
    "SELECT * FROM orders WHERE status = 'shipped' AND total > 100 ORDER BY created_at DESC LIMIT 10",
    "SELECT * FROM orders WHERE status = 'active' OR status = 'pending'",
    "SELECT a FROM t WHERE name = 'O''Brien'",
    "UPDATE users SET name = 'x' WHERE id = 3",
    'DELETE FROM sessions WHERE expires_at < now()',
    "SELECT COUNT(*) FROM users WHERE email LIKE '%@example.com'",
    "INSERT INTO logs (msg) VALUES ('done -- ok')",
    "SELECT * FROM t WHERE deleted_at = '' AND status = 1",
    "SELECT * FROM langs WHERE name = 'C#'",
    'SELECT a FROM t1 UNION SELECT a FROM t2',
    'SELECT * FROM t WHERE 1=1 AND a = 5',
  ])('allows %s', (query) => expect(sql(query)).toMatchObject({ decision: 'allow' }));

  it('does not treat everyday words as SQL', () => {
    expect(judge('send_message', { text: 'Please truncate the text to 200 characters and drop the last paragraph.' }).decision).toBe('allow');
    expect(judge('create_document', { content: 'Choose one or the other, either way works.' }).decision).toBe('allow');
  });
});

describe('tool poison: NoSQL', () => {
  it.each([
    ['mongo_find', { collection: 'users', filter: { username: 'admin', password: { $ne: null } } }],
    ['mongo_find', { collection: 'users', filter: { $where: 'sleep(5000) || true' } }],
    ['mongo_find', { collection: 'users', filter: { name: { $regex: '.*' } } }],
    ['mongo_find', { collection: 'users', filter: 'username[$ne]=x&password[$ne]=x' }],
    ['mongo_find', { collection: 'users', filter: "' && this.password.match(/.*/)//" }],
    ['mongo_find', { collection: 'users', filter: '{"password": {"$ne": ""}}' }],
    ['mongo_find', { collection: 'users', filter: '0;return true' }],
    ['mongo_find', { collection: 'users', filter: "'; return true; var x='" }],
    ['mongo_find', { collection: 'users', filter: 'return this.password' }],
    ['mongo_find', { collection: 'users', filter: '|| 1==1' }],
  ])('flags %s %j', (tool, args) => expect(judge(tool, args).decision).not.toBe('allow'));

  it.each([
    { collection: 'users', filter: { age: { $gt: 30 } } },
    { collection: 'orders', filter: { status: { $in: ['shipped', 'delivered'] } } },
    { collection: 'users', filter: '{"age": {"$gte": 21}}' },
    { collection: 'users', filter: '{"status": "active", "age": {"$gte": 18}}' },
  ])('allows ordinary range queries %j', (args) => expect(judge('mongo_find', args).decision).toBe('allow'));

  it('reads "Return true if..." in documentation as prose, not an injected statement', () => {
    const text = 'Return true if provided code is white space. White space characters are formally defined in ECMA262.';
    expect(judge('summarize_content', { content: text }).decision).toBe('allow');
  });
});

describe('tool poison: template injection', () => {
  it.each([
    '{{7*7}}',
    "{{7*'7'}}",
    '${7*7}',
    '<%= 7*7 %>',
    '#{7*7}',
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    '{{ config.items() }}',
    '{{ request }}',
    "{{ cycler.__init__.__globals__.os.popen('id').read() }}",
    "{{['id']|filter('system')}}",
    '{{request|attr("__class__")}}',
    '${T(java.lang.Runtime).getRuntime().exec("id")}',
    '<#assign ex="freemarker.template.utility.Execute"?new()>${ex("id")}',
    '${self.module.cache.util.os.system("id")}',
    "{{constructor.constructor('return process')()}}",
    '{{_self.env.registerUndefinedFilterCallback("exec")}}',
  ])('flags %s', (template) => expect(judge('render_template', { template }).decision).not.toBe('allow'));

  it.each([
    'Hello {{ name }}, your order {{ order.id }} ships on {{ ship_date | date }}.',
    '{% for item in items %}<li>{{ item.title }}</li>{% endfor %}',
    "{{ url_for('static', filename='style.css') }}",
    'Total: ${total} (${count} items)',
    'Dear #{customer}, thanks!',
  ])('allows %s', (template) => expect(judge('render_template', { template }).decision).toBe('allow'));
});

describe("an analyst's catalogue lookup and a CRM's domain search", () => {
  it.each([
    ['the tables of a schema', 'run_sql', { query: "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'" }],
    ['the columns of a table', 'run_sql', { query: "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'users'" }],
    ['the tables of a SQLite file', 'sqlite_query', { sql: "SELECT name FROM sqlite_master WHERE type='table';" }],
    ['users of one e-mail domain', 'mongo.find', { collection: 'users', filter: { email: { $regex: '@acme\\.com$' } } }],
  ])('allows %s', (_label, tool, args) => {
    expect(judge(tool, args).decision).toBe('allow');
  });

  it.each([
    ['the catalogue after a quote', 'search_products', { q: "1' UNION SELECT table_name,null FROM information_schema.tables--" }],
    ['the catalogue by a UNION', 'run_sql', { query: 'SELECT * FROM products WHERE id = 1 UNION SELECT table_name, null FROM information_schema.tables' }],
    ['the catalogue as a stacked statement', 'get_user', { id: '1; SELECT table_name FROM information_schema.tables' }],
    ['a match-anything pattern on an e-mail', 'login', { email: { $regex: '.*' }, password: 'x' }],
    ['a prefix probe on an e-mail', 'mongo.find', { collection: 'users', filter: { email: { $regex: '^adm' } } }],
    ['the catalogue narrowed by database()', 'run_sql', { query: 'SELECT table_name FROM information_schema.tables WHERE table_schema = database()' }],
  ])('still flags %s', (_label, tool, args) => {
    expect(judge(tool, args).decision).not.toBe('allow');
  });
});

describe('DROP and TRUNCATE named in a phrase, not a statement', () => {
  it.each(['DROP TABLE syntax postgres', 'truncate table vs delete performance'])('allows the documentation search %s', (query) => {
    expect(judge('search_docs', { query }).decision).toBe('allow');
  });

  it.each([
    ['sql_query', { query: 'DROP TABLE users\nSELECT 1' }],
    ['sql_query', { query: 'DROP TABLE a, b CASCADE' }],
    ['search', { q: '1; drop table `users` #' }],
    ['get_user', { name: "Robert'); DROP TABLE Students;--" }],
  ])('still blocks the statement in %s %j', (tool, args) => {
    expect(judge(tool, args).decision).toBe('block');
  });
});
