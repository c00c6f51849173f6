// The redaction corpus: a fixture for every kind of secret the redactor names, in the places they
// turn up in agent output (error messages in several languages, env dumps, config files, command
// lines), and look-alikes that must come out untouched. Every token is assembled here at run time
// from a seeded generator: no real-looking secret sits in this file in one piece, so neither a
// scanner nor GitHub's push protection mistakes the test for a leak. Formats follow gitleaks'
// rule list and the providers' documentation; the values are fake.

/** A deterministic pseudo-random source, so a failing fixture fails the same way every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const from = (alphabet: string) => (length: number) => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const upper = lower.toUpperCase();
  const digit = '0123456789';
  return {
    alnum: from(lower + upper + digit),
    lowerAlnum: from(lower + digit),
    upperAlnum: from(upper + digit),
    letters: from(lower + upper),
    hex: from('0123456789abcdef'),
    upperHex: from('0123456789ABCDEF'),
    digits: from(digit),
    urlsafe: from(lower + upper + digit + '_-'),
    base64: from(lower + upper + digit + '+/'),
    from,
  };
}

const g = generator(20261123);
const uuid = () => `${g.hex(8)}-${g.hex(4)}-${g.hex(4)}-${g.hex(4)}-${g.hex(12)}`;
const pemBody = (lines: number) => Array.from({ length: lines }, () => g.base64(64)).join('\n');

export interface SecretFixture {
  /** The marker kind the redactor must name: `[REDACTED:<kind>]`. */
  kind: string;
  label: string;
  text: string;
  /** Every string here must be gone from the output. */
  secrets: string[];
  /** Every string here must still be in the output. */
  kept: string[];
}

function fixture(kind: string, label: string, secret: string, text: (secret: string) => string, kept: string[]): SecretFixture {
  return { kind, label, text: text(secret), secrets: [secret], kept };
}

// ---- Tokens with a recognisable format ----------------------------------------------------------

const rsaBody = pemBody(4);
const ecBody = pemBody(2);
const openSshBody = pemBody(2);
const gcpBody = pemBody(3).replaceAll('\n', '\\n');
const pgpBody = pemBody(3);
const puttyBody = pemBody(2);

export const TOKEN_FIXTURES: SecretFixture[] = [
  fixture('private-key', 'RSA private key block', rsaBody, (s) => `$ cat deploy/id_rsa\n-----BEGIN RSA PRIVATE KEY-----\n${s}\n-----END RSA PRIVATE KEY-----\nPermissions 0644 for 'deploy/id_rsa' are too open.`, ['$ cat deploy/id_rsa', 'are too open.']),
  fixture('private-key', 'lower-case PEM header', ecBody, (s) => `chave copiada:\n-----begin ec private key-----\n${s}\n-----end ec private key-----\nfim`, ['chave copiada:', 'fim']),
  fixture('private-key', 'OpenSSH key cut short', openSshBody, (s) => `Fehler beim Laden:\n-----BEGIN OPENSSH PRIVATE KEY-----\n${s}`, ['Fehler beim Laden:']),
  fixture('private-key', 'PGP private key block', pgpBody, (s) => `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${s}\n-----END PGP PRIVATE KEY BLOCK-----\ngpg: import done`, ['gpg: import done']),
  fixture('private-key', 'key inside a GCP service-account JSON', gcpBody, (s) => `{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\n${s}\\n-----END PRIVATE KEY-----\\n", "client_email": "ci@shop.iam.gserviceaccount.com"}`, ['"type": "service_account"', 'ci@shop.iam.gserviceaccount.com']),
  fixture('private-key', 'PuTTY key file', puttyBody, (s) => `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\n${g.base64(40)}\nPrivate-Lines: 1\n${s}\nPrivate-MAC: ${g.hex(64)}\nloaded`, ['loaded']),
  fixture('age-secret-key', 'age secret key', `AGE-SECRET-KEY-1${g.from('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L')(58)}`, (s) => `# created: 2026-11-20\n${s}\nage: decrypted`, ['age: decrypted']),
  fixture('1password-key', '1Password secret key', `A3-${g.upperAlnum(6)}-${g.upperAlnum(11)}-${g.upperAlnum(5)}-${g.upperAlnum(5)}-${g.upperAlnum(5)}`, (s) => `op account add --secret-key ${s} failed`, ['op account add --secret-key', 'failed']),
  fixture('1password-token', '1Password service account', `ops_eyJ${g.base64(260)}`, (s) => `OP_SERVICE_ACCOUNT=${s}`, ['OP_SERVICE_ACCOUNT=']),
  fixture('anthropic-key', 'Anthropic key', `sk-ant-api03-${g.urlsafe(93)}AA`, (s) => `x-api-key: ${s}\n{"type":"error","error":{"type":"authentication_error"}}`, ['authentication_error']),
  fixture('openai-key', 'OpenAI project key', `sk-proj-${g.urlsafe(74)}T3BlbkFJ${g.urlsafe(74)}`, (s) => `openai.AuthenticationError: Incorrect API key provided: ${s}.`, ['Incorrect API key provided']),
  fixture('openai-key', 'OpenAI legacy key', `sk-${g.alnum(48)}`, (s) => `错误：无效的密钥 ${s}（401）`, ['错误：无效的密钥', '（401）']),
  fixture('stripe-key', 'Stripe live key', `sk_live_${g.alnum(24)}`, (s) => `stripe.api_key = "${s}"`, ['stripe.api_key']),
  fixture('stripe-key', 'Stripe webhook secret', `whsec_${g.alnum(32)}`, (s) => `stripe listen: signing secret ${s} (^C to quit)`, ['(^C to quit)']),
  fixture('aws-access-key', 'AWS access key id', `AKIA${g.upperAlnum(16)}`, (s) => `aws configure set aws_access_key_id ${s}`, ['aws configure set']),
  fixture('aws-access-key', 'AWS temporary key id', `ASIA${g.upperAlnum(16)}`, (s) => `Credenciales caducadas para ${s} en eu-west-1`, ['Credenciales caducadas para', 'en eu-west-1']),
  fixture('aws-bedrock-key', 'Amazon Bedrock API key', `ABSK${g.base64(120)}`, (s) => `AWS_BEARER_TOKEN_BEDROCK ${s} expired`, ['expired']),
  fixture('github-token', 'GitHub classic token', `ghp_${g.alnum(36)}`, (s) => `git clone https://${s}@github.com/org/repo.git`, ['github.com/org/repo.git']),
  fixture('github-token', 'GitHub OAuth token', `gho_${g.alnum(36)}`, (s) => `gh: token ${s} lacks the read:org scope`, ['lacks the read:org scope']),
  fixture('github-token', 'GitHub app token', `ghs_${g.alnum(36)}`, (s) => `remote: Invalid username or password for ${s}.`, ['remote: Invalid username']),
  fixture('github-token', 'GitHub fine-grained token', `github_pat_${g.alnum(22)}_${g.alnum(59)}`, (s) => `jeton refusé : ${s}`, ['jeton refusé']),
  fixture('gitlab-token', 'GitLab personal token', `glpat-${g.urlsafe(20)}`, (s) => `curl --header "PRIVATE-TOKEN: ${s}" https://gitlab.com/api/v4/projects`, ['gitlab.com/api/v4/projects']),
  fixture('gitlab-token', 'GitLab runner token', `glrt-t1_${g.urlsafe(27)}.${g.lowerAlnum(9)}`, (s) => `gitlab-runner register --token ${s} --url https://gitlab.example.com`, ['--url https://gitlab.example.com']),
  fixture('gitlab-token', 'GitLab runner registration token', `GR1348941${g.urlsafe(20)}`, (s) => `registration-token ${s} rejected`, ['rejected']),
  fixture('gitlab-session', 'GitLab session cookie', g.lowerAlnum(32), (s) => `set _gitlab_session=${s} for the scraper`, ['_gitlab_session=', 'for the scraper']),
  fixture('slack-token', 'Slack bot token', `xoxb-${g.digits(12)}-${g.digits(13)}-${g.alnum(24)}`, (s) => `slack_sdk.errors.SlackApiError: invalid_auth (${s})`, ['invalid_auth']),
  fixture('slack-token', 'Slack app token', `xapp-1-A${g.upperAlnum(10)}-${g.digits(13)}-${g.hex(64)}`, (s) => `socket mode with ${s}`, ['socket mode with']),
  fixture('slack-webhook', 'Slack webhook', `https://hooks.slack.com/services/T${g.upperAlnum(8)}/B${g.upperAlnum(8)}/${g.alnum(24)}`, (s) => `POST ${s} failed: 404 no_service`, ['failed: 404 no_service']),
  fixture('teams-webhook', 'Microsoft Teams webhook', `https://contoso.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${g.hex(32)}/${uuid()}`, (s) => `Invoke-RestMethod -Uri ${s} -Method Post`, ['Invoke-RestMethod -Uri', '-Method Post']),
  fixture('discord-webhook', 'Discord webhook', `https://discord.com/api/webhooks/${g.digits(19)}/${g.urlsafe(68)}`, (s) => `webhook ${s} returned 401 Unauthorized`, ['returned 401 Unauthorized']),
  fixture('google-api-key', 'Google API key', `AIza${g.urlsafe(35)}`, (s) => `https://maps.googleapis.com/maps/api/geocode/json?key=${s} REQUEST_DENIED`, ['REQUEST_DENIED']),
  fixture('google-oauth-secret', 'Google OAuth client secret', `GOCSPX-${g.urlsafe(28)}`, (s) => `{"installed":{"client_id":"1234.apps.googleusercontent.com","client_secret":"${s}"}}`, ['apps.googleusercontent.com']),
  fixture('google-access-token', 'Google OAuth access token', `ya29.${g.urlsafe(120)}`, (s) => `gcloud auth print-access-token\n${s}\nERROR: (gcloud) invalid_grant`, ['ERROR: (gcloud) invalid_grant']),
  fixture('npm-token', 'npm token', `npm_${g.alnum(36)}`, (s) => `//registry.npmjs.org/:_authToken=${s}\nnpm ERR! code E401`, ['npm ERR! code E401']),
  fixture('pypi-token', 'PyPI upload token', `pypi-AgEIcHlwaS5vcmc${g.urlsafe(120)}`, (s) => `twine upload -u __token__ -p ${s} dist/*\nHTTPError: 403 Forbidden`, ['HTTPError: 403 Forbidden']),
  fixture('huggingface-token', 'Hugging Face user token', `hf_${g.letters(34)}`, (s) => `huggingface-cli login --token ${s}\nInvalid user token.`, ['Invalid user token.']),
  fixture('huggingface-token', 'Hugging Face organization token', `api_org_${g.letters(34)}`, (s) => `HfHubHTTPError: 401 for ${s}`, ['HfHubHTTPError: 401 for']),
  fixture('shopify-token', 'Shopify admin token', `shpat_${g.hex(32)}`, (s) => `X-Shopify-Access-Token ${s} → [API] Invalid API key or access token`, ['Invalid API key or access token']),
  fixture('shopify-token', 'Shopify shared secret', `shpss_${g.hex(32)}`, (s) => `shopify app env show: ${s}`, ['shopify app env show:']),
  fixture('digitalocean-token', 'DigitalOcean personal token', `dop_v1_${g.hex(64)}`, (s) => `doctl auth init -t ${s}\nError: Unable to use supplied token`, ['Error: Unable to use supplied token']),
  fixture('digitalocean-token', 'DigitalOcean OAuth token', `doo_v1_${g.hex(64)}`, (s) => `Bearer-less call with ${s} refused`, ['refused']),
  fixture('sendgrid-key', 'SendGrid key', `SG.${g.urlsafe(22)}.${g.urlsafe(43)}`, (s) => `sgMail.setApiKey('${s}'); // 401 Unauthorized`, ['// 401 Unauthorized']),
  fixture('twilio-key', 'Twilio API key', `SK${g.hex(32)}`, (s) => `twilio api:core:keys:list → ${s} (Friendly Name: ci)`, ['(Friendly Name: ci)']),
  fixture('mailgun-key', 'Mailgun private key', `key-${g.hex(32)}`, (s) => `curl -s --user 'api' https://api.mailgun.net/v3/mg.shop.example/messages -F key=${s}`, ['api.mailgun.net']),
  fixture('databricks-token', 'Databricks token', `dapi${g.hex(32)}`, (s) => `databricks configure --token\nToken: ${s}\nError: Invalid access token.`, ['Error: Invalid access token.']),
  fixture('azure-storage-key', 'Azure storage account key', `${g.base64(86)}==`, (s) => `DefaultEndpointsProtocol=https;AccountName=shopassets;AccountKey=${s};EndpointSuffix=core.windows.net`, ['AccountName=shopassets', 'EndpointSuffix=core.windows.net']),
  fixture('azure-sas', 'Azure SAS signature', `${g.urlsafe(43)}%3D`, (s) => `az storage blob download --blob-url "https://shopassets.blob.core.windows.net/c/f.png?sv=2022-11-02&sp=r&sig=${s}" AuthenticationFailed`, ['AuthenticationFailed', 'sv=2022-11-02']),
  fixture('signed-url', 'AWS presigned URL signature', g.hex(64), (s) => `GET https://shop.s3.amazonaws.com/f.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=300&X-Amz-Signature=${s} 403`, ['X-Amz-Expires=300', ' 403']),
  fixture('azure-client-secret', 'Azure AD client secret', `${g.alnum(3)}8Q~${g.alnum(34)}`, (s) => `az login --service-principal -u ${uuid()} -p ${s} --tenant shop`, ['--tenant shop']),
  fixture('adobe-secret', 'Adobe client secret', `p8e-${g.alnum(32)}`, (s) => `ADOBE_SECRET ${s}`, ['ADOBE_SECRET']),
  fixture('airtable-token', 'Airtable personal access token', `pat${g.alnum(14)}.${g.hex(64)}`, (s) => `airtable: 401 with ${s}`, ['airtable: 401 with']),
  fixture('alibaba-key', 'Alibaba access key id', `LTAI${g.alnum(20)}`, (s) => `aliyun configure --access-key-id ${s} --region cn-hangzhou`, ['--region cn-hangzhou']),
  fixture('artifactory-token', 'Artifactory API key', `AKCp${g.alnum(69)}`, (s) => `jf rt ping --apikey=${s}`, ['jf rt ping']),
  fixture('atlassian-token', 'Atlassian API token', `ATATT3${g.urlsafe(186)}`, (s) => `jira login failed for ${s}`, ['jira login failed for']),
  fixture('authress-key', 'Authress service client key', `sc_${g.lowerAlnum(10)}.${g.lowerAlnum(5)}.acc_${g.lowerAlnum(20)}.${g.base64(40)}`, (s) => `authress client ${s} denied`, ['denied']),
  fixture('clickhouse-key', 'ClickHouse Cloud key secret', `4b1d${g.alnum(38)}`, (s) => `clickhouse cloud auth ${s} expired`, ['expired']),
  fixture('clojars-token', 'Clojars token', `CLOJARS_${g.lowerAlnum(60)}`, (s) => `lein deploy clojars ${s}`, ['lein deploy clojars']),
  fixture('cloudflare-key', 'Cloudflare origin CA key', `v1.0-${g.hex(24)}-${g.hex(146)}`, (s) => `origin ca ${s} invalid`, ['invalid']),
  fixture('doppler-token', 'Doppler token', `dp.pt.${g.alnum(43)}`, (s) => `doppler configure set token ${s}`, ['doppler configure set token']),
  fixture('duffel-token', 'Duffel token', `duffel_test_${g.urlsafe(43)}`, (s) => `Duffel(${s}) → 401`, ['→ 401']),
  fixture('dynatrace-token', 'Dynatrace token', `dt0c01.${g.upperAlnum(24)}.${g.upperAlnum(64)}`, (s) => `Api-Token ${s} lacks scope`, ['lacks scope']),
  fixture('easypost-key', 'EasyPost key', `EZAK${g.alnum(54)}`, (s) => `EasyPost::Client.new(${s})`, ['EasyPost::Client.new(']),
  fixture('facebook-token', 'Facebook page token', `EAAC${g.alnum(120)}`, (s) => `graph.facebook.com/me?access_token ${s} (#190)`, ['(#190)']),
  fixture('flutterwave-key', 'Flutterwave secret key', `FLWSECK_TEST-${g.hex(32)}-X`, (s) => `FLW ${s} rejected`, ['rejected']),
  fixture('flyio-token', 'Fly.io token', `fo1_${g.urlsafe(43)}`, (s) => `flyctl auth token → ${s}`, ['flyctl auth token']),
  fixture('frameio-token', 'Frame.io token', `fio-u-${g.urlsafe(64)}`, (s) => `frame.io: ${s} expired`, ['expired']),
  fixture('grafana-token', 'Grafana service account token', `glsa_${g.alnum(32)}_${g.hex(8)}`, (s) => `grafana-cli --token ${s} ls`, [' ls']),
  fixture('harness-key', 'Harness API key', `pat.${g.urlsafe(22)}.${g.alnum(24)}.${g.alnum(20)}`, (s) => `harness login --api-key-id ${s}`, ['harness login']),
  fixture('terraform-token', 'Terraform Cloud token', `${g.alnum(14)}.atlasv1.${g.urlsafe(67)}`, (s) => `credentials "app.terraform.io" { token_value ${s} }`, ['app.terraform.io']),
  fixture('heroku-key', 'Heroku API key', `HRKU-AA${g.urlsafe(58)}`, (s) => `heroku auth:token → ${s}`, ['heroku auth:token']),
  fixture('infracost-token', 'Infracost key', `ico-${g.alnum(32)}`, (s) => `infracost configure set api_key_value ${s}`, ['infracost configure']),
  fixture('intra42-secret', '42 intra client secret', `s-s4t2ud-${g.hex(64)}`, (s) => `oauth client ${s}`, ['oauth client']),
  fixture('linear-key', 'Linear API key', `lin_api_${g.alnum(40)}`, (s) => `linear: Authentication required, not ${s}`, ['Authentication required']),
  fixture('mapbox-token', 'Mapbox secret token', `sk.eyJ${g.urlsafe(60)}.${g.urlsafe(22)}`, (s) => `mapbox upload with ${s} failed`, ['failed']),
  fixture('maxmind-key', 'MaxMind license key', `${g.alnum(6)}_${g.alnum(29)}_mmk`, (s) => `geoipupdate: license ${s} invalid`, ['geoipupdate: license']),
  fixture('newrelic-key', 'New Relic user key', `NRAK-${g.upperAlnum(27)}`, (s) => `newrelic profile add --apiKey ${s}`, ['newrelic profile add']),
  fixture('notion-token', 'Notion integration token', `ntn_${g.digits(11)}${g.alnum(35)}`, (s) => `notion: API token is invalid (${s})`, ['API token is invalid']),
  fixture('octopus-key', 'Octopus Deploy key', `API-${g.upperAlnum(26)}`, (s) => `octo push --apiKey ${s}`, ['octo push']),
  fixture('openshift-token', 'OpenShift user token', `sha256~${g.urlsafe(43)}`, (s) => `oc login --token=${s} --server=https://api.shop:6443`, ['--server=https://api.shop:6443']),
  fixture('perplexity-key', 'Perplexity key', `pplx-${g.alnum(48)}`, (s) => `perplexity ${s} 401`, ['401']),
  fixture('planetscale-token', 'PlanetScale token', `pscale_tkn_${g.urlsafe(43)}`, (s) => `pscale auth with ${s}`, ['pscale auth with']),
  fixture('postman-key', 'Postman key', `PMAK-${g.hex(24)}-${g.hex(34)}`, (s) => `postman login --with-api-key ${s}`, ['postman login']),
  fixture('prefect-token', 'Prefect key', `pnu_${g.alnum(36)}`, (s) => `prefect cloud login -k ${s}`, ['prefect cloud login -k']),
  fixture('pulumi-token', 'Pulumi token', `pul-${g.hex(40)}`, (s) => `pulumi login: ${s} unauthorized`, ['unauthorized']),
  fixture('readme-key', 'ReadMe key', `rdme_${g.lowerAlnum(70)}`, (s) => `rdme openapi --key=${s}`, ['rdme openapi']),
  fixture('rubygems-key', 'RubyGems key', `rubygems_${g.hex(48)}`, (s) => `gem push: ${s} denied`, ['denied']),
  fixture('scalingo-token', 'Scalingo token', `tk-us-${g.urlsafe(48)}`, (s) => `scalingo login --api-token ${s}`, ['scalingo login']),
  fixture('brevo-key', 'Brevo (Sendinblue) key', `xkeysib-${g.hex(64)}-${g.alnum(16)}`, (s) => `brevo: ${s} unauthorized`, ['unauthorized']),
  fixture('sentry-token', 'Sentry user token', `sntryu_${g.hex(64)}`, (s) => `sentry-cli --auth-token ${s} releases list`, ['releases list']),
  fixture('settlemint-token', 'SettleMint token', `sm_pat_${g.alnum(16)}`, (s) => `settlemint login ${s}`, ['settlemint login']),
  fixture('shippo-token', 'Shippo token', `shippo_live_${g.hex(40)}`, (s) => `shippo ${s} 401`, ['401']),
  fixture('sonar-token', 'SonarQube user token', `squ_${g.hex(40)}`, (s) => `sonar-scanner -Dsonar.login ${s}`, ['sonar-scanner']),
  fixture('square-token', 'Square access token', `EAAA${g.urlsafe(60)}`, (s) => `square: UNAUTHORIZED ${s}`, ['square: UNAUTHORIZED']),
  fixture('typeform-token', 'Typeform token', `tfp_${g.urlsafe(59)}`, (s) => `typeform ${s} 403`, ['403']),
  fixture('vault-token', 'Vault service token', `hvs.${g.urlsafe(100)}`, (s) => `vault login ${s}\nError authenticating: permission denied`, ['Error authenticating: permission denied']),
  fixture('jwt', 'JWT', `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${g.urlsafe(40)}.${g.urlsafe(43)}`, (s) => `session cookie ${s} expired`, ['session cookie', 'expired']),
];

// ---- Provider keys that only the name next to them identifies -------------------------------

/** [kind, how the value is named, value]; shown as `name=value` and as `name: "value"` in turn. */
const NAMED_VALUES: Array<[string, string, string]> = [
  ['adafruit-key', 'ADAFRUIT_IO', g.urlsafe(32)],
  ['adobe-client-id', 'adobe_client', g.hex(32)],
  ['airtable-key', 'AIRTABLE', g.lowerAlnum(17)],
  ['algolia-key', 'ALGOLIA_ADMIN', g.lowerAlnum(32)],
  ['alibaba-secret', 'alibaba_cloud_secret_value', g.lowerAlnum(30)],
  ['asana-secret', 'asana_client', g.lowerAlnum(32)],
  ['atlassian-token', 'JIRA_API', `${g.lowerAlnum(20)}${g.hex(4)}`],
  ['beamer-token', 'beamer', `b_${g.urlsafe(44)}`],
  ['bitbucket-secret', 'BITBUCKET_CLIENT', g.urlsafe(64)],
  ['bittrex-key', 'bittrex', g.lowerAlnum(32)],
  ['meraki-key', 'MERAKI_DASHBOARD', g.hex(40)],
  ['cloudflare-key', 'CLOUDFLARE_API', g.urlsafe(40)],
  ['codecov-token', 'CODECOV', g.lowerAlnum(32)],
  ['cohere-key', 'cohere_client', g.alnum(40)],
  ['coinbase-token', 'coinbase', g.urlsafe(64)],
  ['confluent-key', 'CONFLUENT_CLOUD', g.lowerAlnum(64)],
  ['contentful-token', 'CONTENTFUL_DELIVERY', g.urlsafe(43)],
  ['datadog-key', 'DATADOG_APP', g.lowerAlnum(40)],
  ['defined-networking-token', 'DNKEY', `dnkey-${g.urlsafe(26)}-${g.urlsafe(52)}`],
  ['discord-token', 'DISCORD_BOT', `M${g.urlsafe(25)}.${g.urlsafe(6)}.${g.urlsafe(38)}`],
  ['droneci-token', 'DRONECI', g.lowerAlnum(32)],
  ['dropbox-token', 'dropbox', `sl.${g.urlsafe(135)}`],
  ['etsy-token', 'ETSY', g.lowerAlnum(24)],
  ['facebook-secret', 'FACEBOOK_APP', g.hex(32)],
  ['fastly-token', 'FASTLY_API', g.urlsafe(32)],
  ['finicity-secret', 'finicity', g.hex(32)],
  ['finnhub-token', 'FINNHUB', g.lowerAlnum(20)],
  ['flickr-token', 'flickr', g.lowerAlnum(32)],
  ['freshbooks-token', 'FRESHBOOKS', g.lowerAlnum(64)],
  ['gitter-token', 'GITTER', g.urlsafe(40)],
  ['gocardless-token', 'GOCARDLESS', `live_${g.urlsafe(40)}`],
  ['heroku-key', 'HEROKU_API', uuid()],
  ['hubspot-key', 'hubspot', uuid().toUpperCase()],
  ['intercom-key', 'INTERCOM_ACCESS', g.urlsafe(60)],
  ['jfrog-key', 'JFROG_IDENTITY', g.lowerAlnum(64)],
  ['kraken-token', 'KRAKEN_PRIVATE', g.base64(88)],
  ['kucoin-key', 'KUCOIN', g.hex(24)],
  ['launchdarkly-token', 'LAUNCHDARKLY_SDK', g.urlsafe(40)],
  ['linear-secret', 'LINEAR_CLIENT', g.hex(32)],
  ['linkedin-secret', 'LINKEDIN_CLIENT', g.lowerAlnum(16)],
  ['lob-key', 'LOB_API', `live_${g.hex(35)}`],
  ['looker-secret', 'LOOKERSDK_CLIENT', g.lowerAlnum(24)],
  ['mailchimp-key', 'MAILCHIMP', `${g.hex(32)}-us12`],
  ['mailgun-key', 'MAILGUN_SIGNING', `${g.from('abcdefgh0123456789')(32)}-${g.from('abcdefgh0123456789')(8)}-${g.from('abcdefgh0123456789')(8)}`],
  ['mapbox-token', 'MAPBOX_ACCESS', `pk.${g.lowerAlnum(60)}.${g.lowerAlnum(22)}`],
  ['mattermost-token', 'MATTERMOST', g.lowerAlnum(26)],
  ['messagebird-token', 'MESSAGEBIRD_ACCESS', g.lowerAlnum(25)],
  ['netlify-token', 'NETLIFY_AUTH', g.urlsafe(43)],
  ['newrelic-key', 'NEW_RELIC_USER', g.lowerAlnum(64)],
  ['nytimes-token', 'NYTIMES', g.urlsafe(32)],
  ['okta-token', 'OKTA_API', `00${g.urlsafe(40)}`],
  ['plaid-secret', 'PLAID', g.lowerAlnum(30)],
  ['privateai-token', 'PRIVATE_AI', g.lowerAlnum(32)],
  ['rapidapi-token', 'RAPIDAPI', g.urlsafe(50)],
  ['sendbird-token', 'SENDBIRD_API', g.hex(40)],
  ['sentry-token', 'SENTRY_AUTH', g.hex(64)],
  ['sidekiq-secret', 'BUNDLE_ENTERPRISE__CONTRIBSYS__COM', `${g.hex(8)}:${g.hex(8)}`],
  ['snyk-token', 'SNYK', uuid()],
  ['sonar-token', 'SONAR_LOGIN', g.urlsafe(40)],
  ['squarespace-token', 'squarespace', uuid()],
  ['sumologic-key', 'SUMO_ACCESS', `su${g.alnum(12)}`],
  ['telegram-token', 'TELEGRAM_BOT', `${g.digits(10)}:A${g.urlsafe(34)}`],
  ['travis-token', 'TRAVIS', g.lowerAlnum(22)],
  ['twilio-token', 'TWILIO_AUTH', g.hex(32)],
  ['twitch-token', 'TWITCH_CLIENT', g.lowerAlnum(30)],
  ['twitter-secret', 'TWITTER_CONSUMER', g.lowerAlnum(50)],
  ['yandex-key', 'YANDEX_CLOUD', `AQVN${g.urlsafe(36)}`],
  ['zendesk-secret', 'ZENDESK_SECRET_VALUE', g.lowerAlnum(40)],
];

export const NAMED_FIXTURES: SecretFixture[] = NAMED_VALUES.map(([kind, name, value], index) =>
  fixture(kind, `${name} (${kind})`, value, (s) => (index % 2 === 0 ? `export ${name}=${s} && ./sync` : `${name.toLowerCase()}: "${s}"  # sync`), [index % 2 === 0 ? `export ${name}=` : `${name.toLowerCase()}:`]),
);

// ---- Shapes: the same secret in the layouts agents print (issue 15's list first) ---------------

const awsSecret = `${g.alnum(30)}/${g.alnum(9)}`;
const longQuoted = g.alnum(620);
const longUnquoted = g.urlsafe(500);
const k8sPassword = g.base64(24);
const k8sUrl = g.base64(40);

export const SHAPE_FIXTURES: SecretFixture[] = [
  { kind: 'secret', label: 'AWS credentials file', text: `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = AKIA${g.upperAlnum(16)}\naws_secret_access_key = ${awsSecret}\nregion = eu-west-1`, secrets: [awsSecret], kept: ['[default]', 'aws_secret_access_key = ', 'region = eu-west-1'] },
  fixture('password', 'Redis URL with no user', g.alnum(18), (s) => `redis-cli -u redis://:${s}@cache.internal:6379/0 PING\nNOAUTH Authentication required.`, ['redis://:', '@cache.internal:6379/0', 'NOAUTH Authentication required.']),
  fixture('secret', 'quoted value over 400 characters', longQuoted, (s) => `API_TOKEN="${s}" ./deploy.sh`, ['API_TOKEN=', './deploy.sh']),
  fixture('secret', 'quoted JSON value over 400 characters', longQuoted.slice(0, 480), (s) => `{"password": "${s}", "user": "admin"}`, ['"user": "admin"']),
  { kind: 'secret', label: 'unquoted value of 500 characters, no tail kept', text: `SESSION_SECRET=${longUnquoted} node server.js`, secrets: [longUnquoted, longUnquoted.slice(-60)], kept: ['SESSION_SECRET=', 'node server.js'] },
  { kind: 'password', label: 'password containing @ in a URL', text: 'DATABASE_URL=postgres://app:p@ss@w0rd!@db.internal:5432/app npm run migrate', secrets: ['p@ss@w0rd!', 'ss@w0rd', 'w0rd!'], kept: ['postgres://app:', '@db.internal:5432/app', 'npm run migrate'] },
  fixture('password', 'password in an https URL', `${g.alnum(14)}`, (s) => `pip install --index-url https://deploy:${s}@pypi.corp.example/simple pkg`, ['pypi.corp.example/simple']),
  fixture('password', 'user name with @ and a password', g.alnum(12), (s) => `lftp ftp://ana@shop.example:${s}@ftp.shop.example/upload`, ['@ftp.shop.example/upload']),
  fixture('credentials', 'curl -u user:pw', `${g.alnum(10)}!`, (s) => `curl -u admin:${s} https://jenkins.shop.example/api/json`, ['curl -u admin:', 'https://jenkins.shop.example/api/json']),
  fixture('credentials', 'curl --user="user:pw with space"', `${g.alnum(6)} ${g.alnum(6)}`, (s) => `curl -fsS --user="ci:${s}" https://nexus.shop.example/repository`, ['--user="ci:', 'https://nexus.shop.example/repository']),
  fixture('credentials', 'curl -su user:pw', g.alnum(12), (s) => `curl -su deploy:${s} -X POST https://api.shop.example/hooks`, ['-X POST https://api.shop.example/hooks']),
  fixture('password', 'mysql -pPW', `S3cr${g.alnum(8)}!`, (s) => `mysql -h db -u root -p${s} shop < dump.sql\nERROR 1045 (28000): Access denied for user 'root'`, ['mysql -h db -u root -p', 'shop < dump.sql', 'ERROR 1045 (28000)']),
  fixture('password', "mariadb-dump -p'PW'", `'${g.alnum(12)}'`, (s) => `mariadb-dump -u backup -p${s} --all-databases`, ['--all-databases']),
  fixture('password', 'sshpass -p PW', g.alnum(12), (s) => `sshpass -p ${s} ssh deploy@10.0.0.5 uptime`, ['ssh deploy@10.0.0.5 uptime']),
  fixture('password', 'docker login -p PW', g.alnum(16), (s) => `docker login -u ci -p ${s} registry.shop.example\nWARNING! Using --password via the CLI is insecure.`, ['registry.shop.example', 'WARNING!']),
  fixture('secret', '--db-password=PW flag', g.alnum(14), (s) => `./manage.py migrate --db-password=${s} --noinput`, ['--noinput']),
  fixture('secret', '--github-token PW flag', g.alnum(20), (s) => `release-it --github-token ${s} --ci`, ['--ci']),
  fixture('credentials', 'Authorization: Basic header', g.base64(24), (s) => `curl -H "Authorization: Basic ${s}" https://api.shop.example`, ['https://api.shop.example']),
  fixture('credentials', 'Authorization header with AWS signature', g.hex(64), (s) => `Authorization: AWS4-HMAC-SHA256 Credential=backup/20261123/eu-west-1/s3/aws4_request, SignedHeaders=host, Signature=${s}\nHTTP/1.1 403`, ['HTTP/1.1 403']),
  fixture('bearer', 'bare Bearer token', g.alnum(32), (s) => `got 401 for Bearer ${s}`, ['got 401 for Bearer']),
  fixture('cookie', 'Cookie header', g.alnum(32), (s) => `> Cookie: sessionid=${s}; csrftoken=abc\n< HTTP/2 302`, ['< HTTP/2 302']),
  fixture('cookie', 'Set-Cookie header', g.alnum(40), (s) => `< set-cookie: __Host-sid=${s}; Path=/; Secure; HttpOnly\n< content-length: 0`, ['< content-length: 0']),
  fixture('secret', 'API_KEY assignment', g.alnum(12), (s) => `export API_KEY=${s}`, ['export API_KEY=']),
  fixture('secret', 'quoted JSON password', 'correct horse battery staple', (s) => `{"user": "admin", "password": "${s}"}`, ['"user": "admin"']),
  fixture('secret', 'escaped JSON inside JSON', g.alnum(16), (s) => `{"body": "{\\"client_secret\\": \\"${s}\\", \\"scope\\": \\"read\\"}"}`, ['\\"scope\\": \\"read\\"']),
  fixture('secret', 'YAML secret key', g.hex(12), (s) => `client_secret: ${s}\nredirect_uri: https://shop.example/cb`, ['redirect_uri: https://shop.example/cb']),
  fixture('secret', 'spaced, quoted Python assignment', 'pa55 w0rd', (s) => `DB_PASSWORD = "${s}" in settings.py`, ['in settings.py']),
  fixture('secret', 'PHP array', g.alnum(14), (s) => `'password' => '${s}',\n'host' => 'db',`, ["'host' => 'db'"]),
  fixture('secret', 'Go := assignment', g.alnum(20), (s) => `token := "${s}"\nfmt.Println(token)`, ['fmt.Println(token)']),
  fixture('secret', 'TOML api_key', g.alnum(24), (s) => `[openai]\napi_key = "${s}"\nmodel = "gpt"`, ['model = "gpt"']),
  fixture('secret', '.npmrc _auth', g.base64(28), (s) => `//npm.shop.example/:_auth=${s}\nalways-auth=true`, ['always-auth=true']),
  fixture('secret', 'SECRET_KEY_BASE', g.hex(64), (s) => `SECRET_KEY_BASE=${s} bin/rails s`, ['bin/rails s']),
  fixture('secret', 'DB_PASS in an env dump', g.alnum(12), (s) => `DB_HOST=db\nDB_PASS=${s}\nDB_NAME=shop`, ['DB_NAME=shop']),
  fixture('secret', 'ODBC connection string', g.alnum(12), (s) => `Driver={ODBC Driver 18};Server=db;Uid=sa;Pwd=${s};Encrypt=yes`, [';Encrypt=yes']),
  fixture('secret', 'Maven settings.xml password', g.alnum(16), (s) => `<server><id>shop</id><username>ci</username><password>${s}</password></server>`, ['<username>ci</username>', '</password></server>']),
  fixture('nuget-password', 'NuGet.config ClearTextPassword', g.alnum(16), (s) => `<add key="ClearTextPassword" value="${s}" />`, ['<add key="ClearTextPassword" value="']),
  fixture('gcp-key-id', 'GCP service-account key id', g.hex(40), (s) => `{"type": "service_account", "project_id": "shop", "private_key_id": "${s}"}`, ['"project_id": "shop"']),
  fixture('secret', 'contraseña in Spanish output', g.alnum(10), (s) => `Error: la conexión falló (password=${s}) — revise la contraseña`, ['revise la contraseña']),
  { kind: 'kubernetes-secret', label: 'Kubernetes Secret manifest', text: `$ kubectl get secret db -o yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n  password: ${k8sPassword}\n  url: ${k8sUrl}\n`, secrets: [k8sPassword, k8sUrl], kept: ['kind: Secret', 'name: db', 'type: Opaque'] },
  { kind: 'kubernetes-secret', label: 'Kubernetes Secret as JSON', text: `{"apiVersion": "v1", "data": {"db-url": "${k8sUrl}"}, "kind": "Secret"}`, secrets: [k8sUrl], kept: ['"db-url": ', '"kind": "Secret"'] },
];

// ---- Look-alikes that must survive ----------------------------------------------------------

/** [label, text]: no secret here; the text must come out exactly as it went in. */
export const NEGATIVE_FIXTURES: Array<[string, string]> = [
  ['plain failure', 'npm ERR! code ERESOLVE unable to resolve dependency tree'],
  ['max_tokens setting', 'max_tokens=4096 temperature=0.2'],
  ['tokenizer option', 'tokenizer: bpe, vocab_size: 32000'],
  ['password file flag', 'pg_dump --password-file=/run/secrets/pg'],
  ['variable reference', 'export API_KEY=$API_KEY && echo set'],
  ['templated secret', 'TOKEN=${{ secrets.DEPLOY_TOKEN }}'],
  ['environment lookups in code', 'const token = process.env.GITHUB_TOKEN;\napi_key = os.environ["OPENAI_API_KEY"]'],
  ['types and nulls', 'interface Login { password: string; token: string | null }\ntoken: null'],
  ['comparison', 'if token == "": raise ValueError'],
  ['prose about passwords', 'Enter your password:\nthen press return'],
  ['prompt in Chinese', '请输入密码：\n密码错误，请重试'],
  ['lower-case sort_key', 'sort_key=created_at order=desc'],
  ['git SSH remote', 'git@github.com:org/repo.git: Permission denied (publickey).'],
  ['URL without password', 'curl https://user@example.com/path returned 404'],
  ['URL with a port and an @ in the path', 'npm view http://localhost:4873/@scope%2fpkg'],
  ['scikit-learn and task ids', 'pip install scikit-learn && run task-assessment-report-generator'],
  ['short sk- words', 'use sk-learn? no: the flag is --sk-mode'],
  ['git SHAs', 'HEAD is now at 3f2a9c1d4e5b6a7c8d9e0f1a2b3c4d5e6f7a8b9c fix parser\n9fceb02 (HEAD -> main) merge'],
  ['UUIDs in ordinary code', 'const requestId = "0199a3f2-5c1e-7b20-9d4a-3e8f6b1c2d7a";\nrun 7d4f3a1e-2b6c-4e8f-9a0d-1c2b3a4d5e6f finished'],
  ['base64 image data', 'background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==)'],
  ['npm integrity hash', '"integrity": "sha512-Dg8hUG2cIWuMz0eF+Bwp5aQ+YJ8dd3oHSv3wDPAUJ3/0c4YjiZbq9yXSsI3mzJ4V8pQ2cD9bVb9dI3bdQ0YfUA=="'],
  ['public SSH key', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKqVXHnCJzEhUpDx4DQFHYDL4CnJTxvLfVDnpk3F7Cpc dev@laptop'],
  ['public key block', '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----'],
  ['certificate', '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUO2QyKn\n-----END CERTIFICATE-----'],
  ["the starter rule's own verify line", 'verify: Grep("-----BEGIN [A-Z ]*PRIVATE KEY-----", path=".") -> 0 matches'],
  ['a search for key headers', 'rg -n -- "-----BEGIN RSA PRIVATE KEY-----" src/'],
  ['bearer scheme mentioned', 'the API expects a Bearer token in the header'],
  ['Authorization from a variable', 'curl -H "Authorization: Bearer $TOKEN" https://api.example.com'],
  ['curl user from variables', 'curl -u "$CI_USER:$CI_PASS" https://nexus.example.com'],
  ['docker user and group', 'docker run -u 1000:1000 node:20 npm ci'],
  ['git push -u', 'git push -u origin main'],
  ['mysql asking for the password', 'mysql -h db -P 3306 -u root -p shop'],
  ['keyboard layout', 'setxkbmap keyboard=us'],
  ['PWD variable', 'PWD=/home/dev/shop OLDPWD=/home/dev'],
  ['already redacted', 'API_KEY=[REDACTED:secret] and [REDACTED:github-token]'],
  ['empty assignment before a command', 'PASSWORD= ./configure'],
  ['timezone and disk words', 'TZ=Asia/Tokyo; DISK_TASKS=4; SKIPPED=2'],
  ['Hugging Face function names', 'from huggingface_hub import hf_hub_download; hf_hub_download(repo_id="gpt2")'],
  ['Azure API version', 'GET https://management.azure.com/subscriptions?api-version=2022-12-01'],
  ['a ConfigMap keeps its data', 'apiVersion: v1\nkind: ConfigMap\ndata:\n  LOG_LEVEL: debug\n  FEATURE_FLAGS: c2VhcmNoLHBheW1lbnRz\n'],
  ['French and German prose', 'Le jeton a expiré ; veuillez vous reconnecter. Das Passwort ist zu kurz.'],
  ['Portuguese prose', 'A chave de API não foi encontrada no ambiente.'],
];

/** Every fixture that names a kind. */
export const ALL_POSITIVES: SecretFixture[] = [...TOKEN_FIXTURES, ...NAMED_FIXTURES, ...SHAPE_FIXTURES];
