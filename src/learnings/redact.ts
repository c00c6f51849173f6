// Secret redaction: every text rulesweep keeps or shows (learnings, sweep samples, every report)
// passes through `redactSecrets` first, so a token an agent printed never lands on disk, in a CI
// log or in a SARIF upload. Each secret becomes `[REDACTED:<kind>]`; the text around it is kept,
// because that is the part worth learning from.
//
// What a secret looks like is taken from gitleaks' public rule list (config/gitleaks.toml): its
// token formats are facts about each provider's tokens, and its keywords are the prefilter. A
// rule runs only when the text contains one of its keywords, so ordinary text costs a few
// substring searches and hardly any regular expression (the learn hook redacts every capture,
// and a regex's first run, when it is compiled, costs more than the search).
// Secrets gitleaks does not name (Azure storage keys, Discord webhooks, Google OAuth secrets, GCP
// key ids, signed URLs, `mysql -pPW`) follow the providers' documented formats. Shapes rather than
// token formats (assignments, URLs with a password, headers, CLI flags) come last, so the marker
// names the provider when one is known.
import { isAsciiLetter, isDigit, isSpace } from './chars.js';

interface SecretRule {
  kind: string;
  /** Lower-case substrings one of which the lower-cased text must contain before the rule runs. */
  keywords: readonly string[];
  /** Lower-case substrings the text must all contain as well. */
  also?: readonly string[];
  /** A last, cheap check on the whole text. */
  when?: RegExp;
  /**
   * Global regex, or a function that makes it, called once, the first time the rule runs (a
   * regex is parsed when it is made, and most rules never run in a given process). Its named
   * groups `pre` and `post`, when present, are kept; the rest is the secret.
   */
  pattern?: RegExp | (() => RegExp);
  /** Redacts the text itself, where one regex replacement does not fit. */
  apply?: (text: string) => string;
  /** Builds the replacement; default: `pre`, the marker, `post`. */
  replace?: (match: string, ...rest: unknown[]) => string;
}

const marker = (kind: string) => `[REDACTED:${kind}]`;

/** Never redact a marker twice (redaction is idempotent). */
const NOT_REDACTED = String.raw`(?!["'\x60]?\[REDACTED)`;

/** gitleaks' ending of a token: a quote, space, `;`, an escaped newline, or the end of the text. */
const TOKEN_END = String.raw`(?=[\x60'"\s;,)}\]<>]|\\[nr]|$)`;

// ---- Token formats with a distinctive prefix ---------------------------------------------------

/**
 * `make` run once, the first time its regex is needed: a rule's regex is made when a text first
 * mentions one of its keywords (the hook loads this module for every capture, and most rules
 * never run there).
 */
function once(make: () => RegExp): () => RegExp {
  let made: RegExp | undefined;
  return () => (made ??= make());
}

const lazyRegex = (source: string, flags: string) => once(() => new RegExp(source, flags));

const rule = (kind: string, keywords: string[], pattern: () => RegExp): SecretRule => ({ kind, keywords, pattern });

const PREFIXED: SecretRule[] = [
  // PEM private keys of every algorithm (upper- or lower-case headers), also inside JSON strings
  // (`\n` escapes) and cut short (no END line): then everything after the header goes. A header
  // with no key material after it (a grep pattern, a rule's own verify line) is not a secret.
  rule('private-key', ['private key'], () => /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----(?=(?:\s|\\[rn])*(?:[A-Za-z0-9+/=]{8}|Proc-Type:|Comment:|Version:))[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/gi),
  rule('private-key', ['putty-user-key-file'], () => /PuTTY-User-Key-File-\d:[\s\S]*?(?:Private-MAC:[ \t]*[0-9a-f]+|$)/gi),
  rule('age-secret-key', ['age-secret-key-1'], () => /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/gi),
  rule('1password-key', ['a3-'], () => /\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b/g),
  rule('1password-token', ['ops_eyj'], () => /\bops_eyJ[A-Za-z0-9+/]{250,}={0,3}/g),
  rule('anthropic-key', ['sk-ant-'], () => /\bsk-ant-[A-Za-z0-9_-]{20,}/g),
  rule('openai-key', ['sk-'], () => /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g),
  rule('stripe-key', ['k_live_', 'k_test_', 'k_prod_', 'whsec_'], () => /\b(?:(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,99}|whsec_[A-Za-z0-9+/=]{24,})/g),
  rule('aws-access-key', ['a3t', 'akia', 'asia', 'abia', 'acca', 'agpa', 'aida', 'aroa', 'anpa', 'anva', 'aipa'], () => /\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b/g),
  rule('aws-bedrock-key', ['absk', 'bedrock-api-key-'], () => /\bABSK[A-Za-z0-9+/]{109,269}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%&?-]*/g),
  rule('github-token', ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'], () => /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g),
  rule('gitlab-token', ['glpat-', 'glptt-', 'gldt-', 'glrt-', 'glft-', 'glimt-', 'gloas-', 'glcbt-', 'glsoat-', 'glagent-', 'glffct-', 'gr1348941'], () => /\b(?:gl(?:pat|ptt|dt|rt|ft|imt|oas|cbt|soat|agent|ffct)-[\w-]{20,}(?:\.[0-9a-z]{9})?|GR1348941[\w-]{20,})/g),
  rule('gitlab-session', ['_gitlab_session='], () => /(?<pre>_gitlab_session=)[0-9a-z]{32}/gi),
  rule('slack-token', ['xox', 'xapp-'], () => /\b(?:xoxe\.xox[bp]-\d-[A-Z0-9]{100,}|xox[abposre]-[A-Za-z0-9-]{10,}|xapp-\d-[A-Za-z0-9-]{10,})/gi),
  rule('slack-webhook', ['hooks.slack.com'], () => /(?:https?:\/\/)?hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{20,}/g),
  rule('teams-webhook', ['webhook.office.com'], () => /https:\/\/[a-z0-9-]+\.webhook\.office\.com\/webhookb2\/[^\s"'<>]+/gi),
  rule('discord-webhook', ['discord'], () => /https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/\d{17,20}\/[\w-]{60,}/gi),
  rule('google-api-key', ['aiza'], () => /\bAIza[\w-]{35}/g),
  rule('google-oauth-secret', ['gocspx-'], () => /\bGOCSPX-[\w-]{28}/g),
  rule('google-access-token', ['ya29.'], () => /\bya29\.[\w-]{20,}/g),
  rule('npm-token', ['npm_'], () => /\bnpm_[A-Za-z0-9]{36}\b/g),
  rule('pypi-token', ['pypi-age'], () => /\bpypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[\w-]{50,}/g),
  rule('huggingface-token', ['hf_', 'api_org_'], () => /\b(?:hf|api_org)_[A-Za-z0-9]{30,}\b/g),
  rule('shopify-token', ['shpat_', 'shpca_', 'shppa_', 'shpss_'], () => /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g),
  rule('digitalocean-token', ['_v1_'], () => /\bdo[opr]_v1_[a-f0-9]{64}\b/g),
  rule('sendgrid-key', ['sg.'], () => /\bSG\.[\w-]{16,32}\.[\w-]{16,64}/g),
  rule('twilio-key', ['sk'], () => /\bSK[0-9a-fA-F]{32}\b/g),
  rule('mailgun-key', ['key-'], () => /\b(?:pub)?key-[0-9a-f]{32}\b/g),
  rule('databricks-token', ['dapi'], () => /\bdapi[a-f0-9]{32}(?:-\d)?\b/g),
  rule('azure-storage-key', ['accountkey'], () => /(?<pre>\bAccountKey[ \t]*=[ \t]*)(?!\[REDACTED)[A-Za-z0-9+/]{20,}={0,2}/gi),
  rule('azure-sas', ['sig='], () => /(?<pre>[?&;]sig=)(?!\[REDACTED)[A-Za-z0-9%+/=_-]{16,}/g),
  rule('signed-url', ['signature=', 'security-token='], () => /(?<pre>[?&](?:X-Amz-Signature|X-Goog-Signature|X-Amz-Security-Token)=)(?!\[REDACTED)[A-Za-z0-9%+/=_-]{16,}/gi),
  rule('azure-client-secret', ['q~'], () => /(?<![\w~.-])[a-zA-Z0-9_~.]{3}\dQ~[a-zA-Z0-9_~.-]{31,34}(?![\w~.-])/g),
  rule('adobe-secret', ['p8e-'], () => /\bp8e-[A-Za-z0-9]{32}\b/g),
  rule('airtable-token', ['pat'], () => /\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b/g),
  rule('alibaba-key', ['ltai'], () => /\bLTAI[A-Za-z0-9]{20}\b/g),
  rule('artifactory-token', ['akcp', 'cmvmd'], () => /\b(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})\b/g),
  rule('atlassian-token', ['atatt3'], () => /\bATATT3[\w=-]{186}/g),
  rule('authress-key', ['.acc_', '.acc-'], () => /\b(?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\.[A-Za-z0-9]{4,6}\.acc[_-][A-Za-z0-9-]{10,32}\.[A-Za-z0-9+/_=-]{30,120}/g),
  rule('clickhouse-key', ['4b1d'], () => /\b4b1d[A-Za-z0-9]{38}\b/g),
  rule('clojars-token', ['clojars_'], () => /\bCLOJARS_[A-Za-z0-9]{60}/gi),
  rule('cloudflare-key', ['v1.0-'], () => /\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}/g),
  rule('doppler-token', ['dp.'], () => /\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}/g),
  rule('duffel-token', ['duffel_'], () => /\bduffel_(?:test|live)_[\w=-]{43}/g),
  rule('dynatrace-token', ['dt0c01.'], () => /\bdt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}/g),
  rule('easypost-key', ['ezak', 'eztk'], () => /\bEZ[AT]K[A-Za-z0-9]{54}\b/g),
  rule('facebook-token', ['eaam', 'eaac'], () => /\bEAA[MC][A-Za-z0-9]{100,}/g),
  rule('flutterwave-key', ['flwseck_', 'flwpubk_'], () => /\bFLW(?:SECK|PUBK)_TEST-[a-hA-H0-9]{12,32}(?:-X)?/g),
  rule('flyio-token', ['fo1_', 'fm1', 'fm2_'], () => /\b(?:fo1_[\w-]{43}|fm1[ar]_[A-Za-z0-9+/]{100,}={0,3}|fm2_[A-Za-z0-9+/]{100,}={0,3})/g),
  rule('frameio-token', ['fio-u-'], () => /\bfio-u-[\w=-]{64}/g),
  rule('grafana-token', ['eyjrijoi', 'glc_', 'glsa_'], () => /\b(?:eyJrIjoi[A-Za-z0-9]{70,400}={0,3}|glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})/g),
  rule('harness-key', ['pat.', 'sat.'], () => /\b(?:pat|sat)\.[\w-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}/g),
  rule('terraform-token', ['atlasv1'], () => /\b[A-Za-z0-9]{14}\.atlasv1\.[\w=-]{60,70}/g),
  rule('heroku-key', ['hrku-aa'], () => /\bHRKU-AA[\w-]{58}/g),
  rule('infracost-token', ['ico-'], () => /\bico-[A-Za-z0-9]{32}\b/g),
  rule('intra42-secret', ['s-s4t2'], () => /\bs-s4t2(?:ud|af)-[a-f0-9]{64}/g),
  rule('linear-key', ['lin_api_'], () => /\blin_api_[A-Za-z0-9]{40}/g),
  rule('mapbox-token', ['sk.eyj'], () => /\bsk\.eyJ[\w-]{20,}\.[\w-]{20,}/g),
  rule('maxmind-key', ['_mmk'], () => /\b[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b/g),
  rule('newrelic-key', ['nrak-', 'nrii-', 'nrjs-'], () => /\bNR(?:AK|II|JS)-[A-Za-z0-9-]{19,32}\b/g),
  rule('notion-token', ['ntn_'], () => /\bntn_[0-9]{11}[A-Za-z0-9]{35}\b/g),
  rule('octopus-key', ['api-'], () => /\bAPI-[A-Z0-9]{26}\b/g),
  rule('openshift-token', ['sha256~'], () => /\bsha256~[\w-]{43}/g),
  rule('perplexity-key', ['pplx-'], () => /\bpplx-[A-Za-z0-9]{48}/g),
  rule('planetscale-token', ['pscale_'], () => /\bpscale_(?:tkn|oauth|pw)_[\w=.-]{32,64}/g),
  rule('postman-key', ['pmak-'], () => /\bPMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}/g),
  rule('prefect-token', ['pnu_'], () => /\bpnu_[A-Za-z0-9]{36}/g),
  rule('pulumi-token', ['pul-'], () => /\bpul-[a-f0-9]{40}/g),
  rule('readme-key', ['rdme_'], () => /\brdme_[a-z0-9]{70}/g),
  rule('rubygems-key', ['rubygems_'], () => /\brubygems_[a-f0-9]{48}/g),
  rule('scalingo-token', ['tk-us-'], () => /\btk-us-[\w-]{48}/g),
  rule('brevo-key', ['xkeysib-', 'xsmtpsib-'], () => /\bx(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}/g),
  rule('sentry-token', ['sntryu_', 'sntrys_eyj'], () => /\b(?:sntryu_[a-f0-9]{64}|sntrys_eyJ[A-Za-z0-9+/=_]{50,})/g),
  rule('settlemint-token', ['sm_aat_', 'sm_pat_', 'sm_sat_'], () => /\bsm_(?:aat|pat|sat)_[A-Za-z0-9]{16}\b/g),
  rule('shippo-token', ['shippo_'], () => /\bshippo_(?:live|test)_[a-fA-F0-9]{40}/g),
  rule('sonar-token', ['squ_', 'sqp_', 'sqa_'], () => /\bsq[upa]_[a-f0-9]{40}\b/g),
  rule('square-token', ['eaaa', 'sq0atp-', 'sq0csp-'], () => /\b(?:EAAA|sq0atp-|sq0csp-)[\w-]{22,60}/g),
  rule('typeform-token', ['tfp_'], () => /\btfp_[\w.=-]{59}/g),
  rule('vault-token', ['hvs.', 'hvb.'], () => /\bhv[sb]\.[\w-]{90,300}/g),
  rule('jwt', ['eyj'], () => /\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]*/g),
];

// ---- Provider keys that only a nearby name identifies (gitleaks' "semi-generic" rules) ---------

/** A name containing the keyword, an assignment-like separator, then a value of the provider's shape. */
const NAMED_SEPARATOR = String.raw`[ \t\w.-]{0,20}[\s'"]{0,3}(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)[\x60'"\s=]{0,5}`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** [kind, keywords, the value's shape]. The regex is built on first use only. */
const NAMED: Array<[string, string[], string]> = [
  ['adafruit-key', ['adafruit'], '[\\w-]{32}'],
  ['adobe-client-id', ['adobe'], '[a-f0-9]{32}'],
  ['airtable-key', ['airtable'], '[a-z0-9]{17}'],
  ['algolia-key', ['algolia'], '[a-z0-9]{32}'],
  ['alibaba-secret', ['alibaba'], '[a-z0-9]{30}'],
  ['asana-secret', ['asana'], '[a-z0-9]{32}|[0-9]{16}'],
  ['atlassian-token', ['atlassian', 'confluence', 'jira'], '[a-z0-9]{20}[a-f0-9]{4}'],
  ['beamer-token', ['beamer'], 'b_[\\w=-]{44}'],
  ['bitbucket-secret', ['bitbucket'], '[\\w=-]{64}|[a-z0-9]{32}'],
  ['bittrex-key', ['bittrex'], '[a-z0-9]{32}'],
  ['meraki-key', ['meraki'], '[0-9a-f]{40}'],
  ['cloudflare-key', ['cloudflare'], '[\\w-]{40}|[a-f0-9]{37}'],
  ['codecov-token', ['codecov'], '[a-z0-9]{32}'],
  ['cohere-key', ['cohere', 'co_api_key'], '[a-z0-9]{40}'],
  ['coinbase-token', ['coinbase'], '[\\w-]{64}'],
  ['confluent-key', ['confluent'], '[a-z0-9]{64}|[a-z0-9]{16}'],
  ['contentful-token', ['contentful'], '[\\w=-]{43}'],
  ['datadog-key', ['datadog'], '[a-z0-9]{40}|[a-f0-9]{32}'],
  ['defined-networking-token', ['dnkey'], 'dnkey-[\\w=-]{26}-[\\w=-]{52}'],
  ['discord-token', ['discord'], '[MN][\\w-]{23,25}\\.[\\w-]{6}\\.[\\w-]{27,38}|[a-f0-9]{64}|[\\w=-]{32}|[0-9]{18}'],
  ['droneci-token', ['droneci'], '[a-z0-9]{32}'],
  ['dropbox-token', ['dropbox'], 'sl\\.[\\w=-]{135}|[a-z0-9]{11}AAAAAAAAAA[\\w=-]{43}|[a-z0-9]{15}'],
  ['etsy-token', ['etsy'], '[a-z0-9]{24}'],
  ['facebook-secret', ['facebook'], '[a-f0-9]{32}|\\d{15,16}(?:\\||%7C)[\\w-]{27,40}'],
  ['fastly-token', ['fastly'], '[\\w=-]{32}'],
  ['finicity-secret', ['finicity'], '[a-f0-9]{32}|[a-z0-9]{20}'],
  ['finnhub-token', ['finnhub'], '[a-z0-9]{20}'],
  ['flickr-token', ['flickr'], '[a-z0-9]{32}'],
  ['freshbooks-token', ['freshbooks'], '[a-z0-9]{64}'],
  ['gitter-token', ['gitter'], '[\\w-]{40}'],
  ['gocardless-token', ['gocardless'], 'live_[\\w=-]{40}'],
  ['heroku-key', ['heroku'], UUID],
  ['hubspot-key', ['hubspot'], UUID],
  ['intercom-key', ['intercom'], '[\\w=-]{60}'],
  ['jfrog-key', ['jfrog', 'artifactory', 'bintray', 'xray'], '[a-z0-9]{73}|[a-z0-9]{64}'],
  ['kraken-token', ['kraken'], '[\\w/=+-]{80,90}'],
  ['kucoin-key', ['kucoin'], `${UUID}|[a-f0-9]{24}`],
  ['launchdarkly-token', ['launchdarkly'], '[\\w=-]{40}'],
  ['linear-secret', ['linear_', 'linear-', 'linear.'], '[a-f0-9]{32}'],
  ['linkedin-secret', ['linkedin', 'linked_in', 'linked-in'], '[a-z0-9]{16}|[a-z0-9]{14}'],
  ['lob-key', ['lob_', 'lob-', 'lob.', 'lob '], '(?:live|test)_(?:pub_[a-f0-9]{31}|[a-f0-9]{35})'],
  ['looker-secret', ['looker'], '[a-z0-9]{24}|[a-z0-9]{20}'],
  ['mailchimp-key', ['mailchimp'], '[a-f0-9]{32}-us\\d\\d'],
  ['mailgun-key', ['mailgun'], '[a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8}|[a-f0-9]{32}'],
  ['mapbox-token', ['mapbox'], 'pk\\.[a-z0-9]{60}\\.[a-z0-9]{22}'],
  ['mattermost-token', ['mattermost'], '[a-z0-9]{26}'],
  ['messagebird-token', ['messagebird', 'message-bird', 'message_bird'], `${UUID}|[a-z0-9]{25}`],
  ['netlify-token', ['netlify'], '[\\w=-]{40,46}'],
  ['newrelic-key', ['newrelic', 'new-relic', 'new_relic'], '[a-z0-9]{64}'],
  ['nytimes-token', ['nytimes', 'newyorktimes', 'new-york-times'], '[\\w=-]{32}'],
  ['okta-token', ['okta'], '00[\\w=-]{40}'],
  ['plaid-secret', ['plaid'], `access-(?:sandbox|development|production)-${UUID}|[a-z0-9]{30}|[a-z0-9]{24}`],
  ['privateai-token', ['privateai', 'private_ai', 'private-ai'], '[a-z0-9]{32}'],
  ['rapidapi-token', ['rapidapi'], '[\\w-]{50}'],
  ['sendbird-token', ['sendbird'], `[a-f0-9]{40}|${UUID}`],
  ['sentry-token', ['sentry'], '[a-f0-9]{64}'],
  ['sidekiq-secret', ['contribsys'], '[a-f0-9]{8}:[a-f0-9]{8}'],
  ['snyk-token', ['snyk'], UUID],
  ['sonar-token', ['sonar'], '[\\w=-]{40}'],
  ['squarespace-token', ['squarespace'], UUID],
  ['sumologic-key', ['sumo_', 'sumo-', 'sumo.', 'sumologic'], 'su[a-z0-9]{12}|[a-z0-9]{64}'],
  ['telegram-token', ['telegr'], '[0-9]{5,16}:A[\\w-]{34}'],
  ['travis-token', ['travis'], '[a-z0-9]{22}'],
  ['twilio-token', ['twilio'], '[a-f0-9]{32}'],
  ['twitch-token', ['twitch'], '[a-z0-9]{30}'],
  ['twitter-secret', ['twitter'], 'A{22}[a-z0-9%]{80,100}|[0-9]{15,25}-[a-z0-9]{20,40}|[a-z0-9]{50}|[a-z0-9]{45}|[a-z0-9]{25}'],
  ['yandex-key', ['yandex'], 't1\\.[\\w-]+={0,2}\\.[\\w-]{86}={0,2}|AQVN[\\w-]{35,38}|YC[\\w-]{38}'],
  ['zendesk-secret', ['zendesk'], '[a-z0-9]{40}'],
];

/**
 * All provider rules as one: the keywords of every provider open it, and it then runs the regex
 * of each provider the text names (built the first time that provider is named). One rule, not
 * seventy, keeps the hook's start-up small.
 */
const NAMED_PATTERNS = new Map<number, RegExp>();

function redactNamedProviders(text: string): string {
  const lower = text.toLowerCase();
  let result = text;
  for (let index = 0; index < NAMED.length; index += 1) {
    const [kind, keywords, value] = NAMED[index]!;
    if (!mentions(lower, keywords)) continue;
    let pattern = NAMED_PATTERNS.get(index);
    if (!pattern) {
      pattern = new RegExp(String.raw`(?<pre>(?:${keywords.map(escapeRegex).join('|')})${NAMED_SEPARATOR})${NOT_REDACTED}(?:${value})${TOKEN_END}`, 'gi');
      NAMED_PATTERNS.set(index, pattern);
    }
    pattern.lastIndex = 0;
    result = result.replace(pattern, replacer(kind));
  }
  return result;
}

const namedProviders: SecretRule = { kind: 'provider', keywords: NAMED.flatMap(([, keywords]) => keywords), apply: redactNamedProviders };

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

// ---- Shapes: assignments, URLs, headers, command lines -----------------------------------------

/** `_`, `-` or nothing between the words of a name. */
const JOINS = ['', '_', '-'];

/**
 * How the names of secret-holding assignments end (`GITHUB_TOKEN=`, `"password": `,
 * `aws_secret_access_key = `), in lower case: they are looked for in the lower-cased text.
 * Matching the ending rather than the whole name keeps the scan linear; the ending must be
 * followed by an assignment, so `max_tokens=4096` or `tokenizer: bpe` are left alone. `_KEY`,
 * `_PASS` and `_PWD` count only in upper-case environment names (`STRIPE_KEY`, `DB_PASS`):
 * `sort_key=` and `PWD=` are no secrets. A set of words, not a regex: an alternation this size
 * costs the hook more to compile than the rest of its work.
 */
const SECRET_NAME_ENDINGS: ReadonlySet<string> = new Set([
  'apikey', ...JOINS.flatMap((join) => [`api${join}key`, `api${join}token`]),
  'secret', ...JOINS.flatMap((join) => [`secret${join}key`, ...JOINS.map((second) => `secret${join}key${second}base`)]),
  ...JOINS.map((join) => `access${join}key`),
  ...JOINS.flatMap((join) => [`private${join}key`, ...JOINS.map((second) => `private${join}key${second}id`)]),
  ...['account', 'signing', 'encryption', 'master', 'session', 'webhook', 'license', 'client'].flatMap((word) => JOINS.map((join) => `${word}${join}key`)),
  'token', 'password', 'passwd', 'passphrase', 'credential', 'credentials', '_auth', '_key', '_pass', '_pwd',
]);
const ENV_ONLY_ENDING = /^_(?:key|pass|pwd)$/;
/**
 * The assignment itself: `=>`, `:=`, `:` (YAML, JSON, headers) with any spacing; `=` right after
 * the name (shell) takes a value only when it follows at once or is quoted (`KEY= cmd` is an empty
 * assignment before a command); `=` after a space (INI, TOML, the AWS credentials file) may be
 * followed by spaces. Never `==`, `=~`, `::` or a `:=` seen from its `=`.
 */
const ASSIGN = String.raw`(?:[ \t]*(?:=>|:=)[ \t]*|=(?![=>~])(?:[ \t]*(?=["'\x60]))?|[ \t]+=(?![=>~])[ \t]*|[ \t]*:(?![:=])[ \t]*)`;
/** The closing quote of a quoted name (`"password":`, `\"token\":`). */
const NAME_QUOTE = String.raw`(?:\\?["'])?`;
/**
 * A value, whole however long: quoted with escaped quotes as in JSON inside JSON, double-quoted
 * (with `\"` escapes), single- or back-quoted, or a run up to a space or a separator. An unclosed
 * quote runs to the end of the line: better one line too many than a secret's tail.
 */
const VALUE = String.raw`(?:\\"(?:(?!\\")[^\n])*(?:\\")?|"(?:[^"\\\n]|\\.)*"?|'[^'\n]*'?|\x60[^\x60\n]*\x60?|[^\s"'\x60,;&|)<>\]}]+)`;
/**
 * Values (lower-cased) that only point at a secret (`$VAR`, `${{ secrets.X }}`, `process.env.X`),
 * are no secret (`null`, a type name) or are a marker already.
 */
const NOT_A_SECRET = /^(?:["'\x60]?\[redacted|["'\x60]?(?:\$|%[a-z_{]|\{\{|<%)|process\.env\b|os\.environ\b|os\.getenv\b|getenv\(|env\[|(?:true|false|null|none|nil|undefined|string|str|number|int|bool|boolean|bytes|any|unknown)(?![\w.-])|(?:""|''|``)$)/;

/** `text` lower-cased unit for unit, so that positions in one are positions in the other. */
function lowerCaseInPlace(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const char of text) {
    const folded = char.toLowerCase();
    out += folded.length === char.length ? folded : char;
  }
  return out;
}

/** What follows a name's ending: the assignment and the value, read from where the ending stops. */
const ASSIGNED_VALUE = lazyRegex(String.raw`${NAME_QUOTE}${ASSIGN}(${VALUE})`, 'y');

/** A character a name's ending is made of: `[a-z_-]`. */
function isEndingChar(code: number): boolean {
  return (code >= 97 && code <= 122) || code === 95 || code === 45;
}

/** Where the runs of ending characters that hold an assignment keyword stop, in order. */
function keywordRunEnds(lower: string): number[] {
  const ends = new Set<number>();
  for (const keyword of ASSIGNMENT_KEYWORDS) {
    for (let at = lower.indexOf(keyword); at !== -1; at = lower.indexOf(keyword, at + 1)) {
      let end = at;
      while (end < lower.length && isEndingChar(lower.charCodeAt(end))) end += 1;
      ends.add(end);
    }
  }
  return [...ends].sort((a, b) => a - b);
}

/**
 * `name = value` in any of the layouts above: the value goes unless it is no secret. An ending
 * is followed by a quote, a backslash, a space or the assignment, none of which an ending holds,
 * so it is the longest ending that closes a run of ending characters (each ending holds an
 * assignment keyword): each such run is looked up in SECRET_NAME_ENDINGS, and the value is read
 * only after a run that ends so.
 */
function redactAssignments(text: string): string {
  const lower = lowerCaseInPlace(text);
  let out = '';
  let kept = 0;
  let from = 0;
  for (const runEnd of keywordRunEnds(lower)) {
    if (runEnd <= from) continue;
    // The leftmost start, at or after the last value, whose run to `runEnd` is an ending.
    let start = runEnd;
    while (start > from && isEndingChar(lower.charCodeAt(start - 1))) start -= 1;
    while (start < runEnd && !SECRET_NAME_ENDINGS.has(lower.slice(start, runEnd))) start += 1;
    if (start === runEnd) continue;
    const pattern = ASSIGNED_VALUE();
    pattern.lastIndex = runEnd;
    const match = pattern.exec(lower);
    if (!match) continue;
    const name = lower.slice(start, runEnd);
    const valueEnd = runEnd + match[0].length;
    const valueStart = valueEnd - match[1]!.length;
    from = valueEnd;
    if (NOT_A_SECRET.test(match[1]!)) continue;
    if (ENV_ONLY_ENDING.test(name)) {
      const original = text.slice(start, runEnd);
      if (original !== original.toUpperCase() || !/[A-Z0-9]/.test(text[start - 1] ?? '')) continue;
    }
    out += text.slice(kept, valueStart) + marker('secret');
    kept = valueEnd;
  }
  return kept === 0 ? text : out + text.slice(kept);
}

const ASSIGNMENT_KEYWORDS = ['pass', 'token', 'key', 'secret', 'credential', 'auth', '_pwd'];

/** Whether a name holding a keyword is followed by `=` or `:`; most texts that say "token" assign none. */
function mayAssign(lower: string): boolean {
  for (const keyword of ASSIGNMENT_KEYWORDS) {
    for (let at = lower.indexOf(keyword); at !== -1; at = lower.indexOf(keyword, at + 1)) {
      let end = at + keyword.length;
      while (end < lower.length && isNameChar(lower.charCodeAt(end))) end += 1;
      if (lower[end] === '\\') end += 1;
      if (lower[end] === '"' || lower[end] === "'") end += 1;
      while (lower[end] === ' ' || lower[end] === '\t') end += 1;
      if (lower[end] === '=' || lower[end] === ':') return true;
    }
  }
  return false;
}

/** a-z, 0-9, `_`, `-`. */
function isNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95 || code === 45;
}

const assignment: SecretRule = {
  kind: 'secret',
  keywords: ASSIGNMENT_KEYWORDS,
  apply: (text) => (mayAssign(lowerCaseInPlace(text)) ? redactAssignments(text) : text),
};

/** A character of a URL scheme: `[a-zA-Z0-9+.-]`. */
function isSchemeChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  return isAsciiLetter(code) || isDigit(code) || char === '+' || char === '.' || char === '-';
}

/**
 * `scheme://user:password@host`: the password goes, up to the last `@` before the path (a
 * password may hold `@` and `:`), with or without a user (`redis://:pw@host`). Found by plain
 * string search: URLs are in most error output, and this rule runs on every one of them.
 */
function redactUrlPasswords(text: string): string {
  let out = '';
  let kept = 0;
  let from = 0;
  for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', from)) {
    const start = at + 3;
    let end = start;
    while (end < text.length && text[end] !== '/' && !isSpace(text.charCodeAt(end))) end += 1;
    // A later `://` inside this authority belongs to it: search on after it.
    from = Math.max(end, start);
    if (!isSchemeChar(text[at - 1])) continue;
    const lastAt = text.lastIndexOf('@', end - 1);
    if (lastAt < start) continue;
    const colon = text.indexOf(':', start);
    const user = colon === -1 ? '' : text.slice(start, colon);
    if (colon === -1 || colon >= lastAt || user.includes('[') || user.includes(']')) continue;
    if (colon + 1 === lastAt || text.startsWith('[REDACTED', colon + 1)) continue;
    out += text.slice(kept, colon + 1) + marker('password');
    kept = lastAt;
  }
  return kept === 0 ? text : out + text.slice(kept);
}

/** Authorization schemes: the scheme stays, what follows it goes. */
const AUTH_SCHEMES = 'Bearer|Basic|Token|Bot|Digest|Negotiate|NTLM|SSWS|AWS4-HMAC-SHA256';
/** A command-line value: quoted, or up to the next space. Never a flag or a variable. */
const ARGUMENT = String.raw`(?!\$|\[REDACTED|-)(?:"[^"\n]*"?|'[^'\n]*'?|\S+)`;

/**
 * A header's whole value goes (an `AWS4-HMAC-SHA256` value holds a key id and a signature), unless
 * all that is left of it is markers: then the marker that names the token stays.
 */
function headerRule(kind: string, keywords: string[], pattern: () => RegExp): SecretRule {
  return {
    kind,
    keywords,
    pattern,
    replace: (match: string, ...rest: unknown[]) => {
      const { pre, value } = rest.at(-1) as { pre: string; value: string };
      return value.replace(/\[REDACTED:[\w-]+\]/g, '').trim() === '' ? match : `${pre}${marker(kind)}`;
    },
  };
}

/**
 * A secret given to a known command (`curl -u user:pw`, `mysql -pPW`): each line that runs the
 * command is searched once, after the command's name, so a long line costs one pass.
 */
function commandRule(kind: string, keywords: string[], command: string, makeArgument: () => RegExp): SecretRule {
  const name = lazyRegex(String.raw`\b(?:${command})\b`, '');
  const argument = once(makeArgument);
  const hide = replacer(kind);
  return {
    kind,
    keywords,
    pattern: lazyRegex(String.raw`^[^\n]*?\b(?:${command})\b[^\n]*`, 'gm'),
    replace: (line: string) => {
      const start = line.search(name());
      return line.slice(0, start) + line.slice(start).replace(argument(), hide);
    },
  };
}

/** Only a Kubernetes Secret manifest's `data:` block is redacted whole; a ConfigMap's stays. */
const KUBERNETES_SECRET = /\bkind["']?[ \t]*:[ \t]*["']?Secret\b/;

const SHAPES: SecretRule[] = [
  rule('gcp-key-id', ['private_key_id'], () => /(?<pre>private_key_id\\?["']?[ \t]*[:=][ \t]*\\?["']?)(?!\[REDACTED)[0-9a-f]{40}\b/gi),
  rule('nuget-password', ['<add key='], () => /(?<pre><add\s+key=\\?"(?:ClearText)?Password\\?"\s+value=\\?")(?!\[REDACTED)[^"\\\n]+/gi),
  { kind: 'password', keywords: ['://'], also: ['@'], apply: redactUrlPasswords },
  headerRule('credentials', ['authorization'], lazyRegex(String.raw`(?<pre>\bAuthorization\\?["']?[ \t]*[:=][ \t]*\\?["']?(?:(?:${AUTH_SCHEMES})[ \t]+|(?!(?:${AUTH_SCHEMES})[ \t])))(?!\$)(?<value>[^\s"'\\][^\r\n"'\\]*)`, 'gi')),
  rule('bearer', ['bearer'], () => /(?<pre>\bBearer\s+)(?!\[REDACTED)[A-Za-z0-9._~+/-]{16,}=*/gi),
  headerRule('cookie', ['cookie'], () => /(?<pre>\b(?:Set-)?Cookie[ \t]*:[ \t]*)(?<value>[^\s"'\\][^\r\n"'\\]*)/gi),
  commandRule('credentials', ['curl'], 'curl', () => /(?<pre>\s(?:-[a-zA-Z]*u|--user)(?:=|[ \t]*)"[^":\n]*:)(?!\[REDACTED|\$)[^"\n]+/g),
  commandRule('credentials', ['curl'], 'curl', () => /(?<pre>\s(?:-[a-zA-Z]*u|--user)(?:=|[ \t]*)'?[^\s:'"]*:)(?!\[REDACTED|\$)[^\s'"]+/g),
  commandRule('cookie', ['curl'], 'curl', () => /(?<pre>\s(?:-b|--cookie)(?:=|[ \t]+)["']?)(?!\[REDACTED)[^\s"']+/g),
  commandRule('password', ['mysql', 'mariadb'], 'mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlbinlog|mysqlsh|mariadb(?:-dump|-admin)?', lazyRegex(String.raw`(?<pre>\s-p)(?=\S)${ARGUMENT}`, 'g')),
  commandRule('password', ['sshpass'], 'sshpass', lazyRegex(String.raw`(?<pre>\s-p[ \t]*)${ARGUMENT}`, 'g')),
  commandRule('password', ['login'], String.raw`(?:docker|podman|nerdctl|buildah|skopeo|helm[ \t]+registry|oras)[ \t]+login`, lazyRegex(String.raw`(?<pre>\s-p[ \t]*)${ARGUMENT}`, 'g')),
  rule('secret', ['-pass', '-token', '-key', '-secret', '-api'], lazyRegex(String.raw`(?<pre>(?:^|\s)--?[\w-]*?(?:password|passwd|passphrase|token|api-?key|secret)(?:=|[ \t]+))${ARGUMENT}`, 'g')),
  assignment,
  rule('secret', [';pwd', '; pwd'], lazyRegex(String.raw`(?<pre>;[ \t]*pwd[ \t]*=[ \t]*)(?!["'\x60]?\[REDACTED|\$)${VALUE}`, 'gi')),
  { ...rule('secret', ['pass', 'token', 'key', 'secret', 'credential'], () => /(?<pre><(?<tag>[\w.:-]*(?:password|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|credentials?))>)(?!\[REDACTED)[^<\n]+(?<post><\/\k<tag>>)/gi), also: ['</'] },
  {
    kind: 'kubernetes-secret',
    keywords: ['kind'],
    also: ['secret'],
    when: KUBERNETES_SECRET,
    pattern: /(?<pre>(?:^|\n)(?<indent>[ \t]*)(?:data|stringData):[ \t]*\r?\n)(?<block>(?:\k<indent>[ \t]+[^\n]*(?:\n|$))+)/g,
    replace: (_match: string, ...rest: unknown[]) => {
      const groups = rest.at(-1) as { pre: string; block: string };
      const block = groups.block
        .replace(/^([ \t]+[\w.-]+:[ \t]*)(?!\[REDACTED|[|>][-+]?[ \t]*$)\S[^\r\n]*/gm, `$1${marker('kubernetes-secret')}`)
        .replace(/^([ \t]+)[A-Za-z0-9+/]{16,}={0,2}[ \t]*$/gm, `$1${marker('kubernetes-secret')}`);
      return `${groups.pre}${block}`;
    },
  },
  {
    kind: 'kubernetes-secret',
    keywords: ['kind'],
    also: ['secret'],
    when: KUBERNETES_SECRET,
    pattern: /(?<pre>"(?:data|stringData)"[ \t]*:[ \t]*\{)(?<block>[^{}]*)\}/g,
    replace: (_match: string, ...rest: unknown[]) => {
      const groups = rest.at(-1) as { pre: string; block: string };
      return `${groups.pre}${groups.block.replace(/("[^"\n]*"[ \t]*:[ \t]*)"(?!\[REDACTED)[^"\n]*"/g, `$1"${marker('kubernetes-secret')}"`)}}`;
    },
  },
];

const RULES: SecretRule[] = [...PREFIXED, namedProviders, ...SHAPES];
const SHAPES_START = PREFIXED.length + 1;
/** What every token and provider key contains: 14 token characters in a row. */
const TOKEN_RUN = /[\w.=/+%:~-]{14}/;
/** Each rule's regex, made the first time a text mentions one of the rule's keywords. */
const COMPILED: Array<RegExp | undefined> = [];

function replacer(kind: string) {
  return (...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined> | string;
    if (typeof groups !== 'object') return marker(kind);
    return `${groups.pre ?? ''}${marker(kind)}${groups.post ?? ''}`;
  };
}

/** Whether `text` contains one of `keywords`; a plain loop stays cheap in a fresh process. */
function mentions(text: string, keywords: readonly string[]): boolean {
  for (let i = 0; i < keywords.length; i += 1) if (text.includes(keywords[i]!)) return true;
  return false;
}

/** `text` with every secret it recognises replaced by a `[REDACTED:kind]` marker. Idempotent. */
export function redactSecrets(text: string): string {
  // Keywords are searched in the text as given: a keyword a replacement removed only makes a
  // later pattern run for nothing.
  const lower = text.toLowerCase();
  let result = text;
  // Every token and provider key is a run of at least 14 characters with no space: a text with
  // none (a path, an id, a sentence) skips their rules and keywords at once.
  const first = TOKEN_RUN.test(text) ? 0 : SHAPES_START;
  for (let index = first; index < RULES.length; index += 1) {
    const secretRule = RULES[index]!;
    if (!mentions(lower, secretRule.keywords)) continue;
    if (secretRule.also && !secretRule.also.every((keyword) => lower.includes(keyword))) continue;
    if (secretRule.when && !secretRule.when.test(result)) continue;
    if (secretRule.apply) {
      result = secretRule.apply(result);
      continue;
    }
    const pattern = (COMPILED[index] ??= typeof secretRule.pattern === 'function' ? secretRule.pattern() : secretRule.pattern!);
    pattern.lastIndex = 0;
    result = result.replace(pattern, (secretRule.replace ?? replacer(secretRule.kind)) as (match: string, ...rest: unknown[]) => string);
  }
  return result;
}

/** Redacts every string inside a JSON-like value (object keys are kept as they are). */
export function redactValue<T>(value: T): T {
  if (typeof value === 'string') return redactSecrets(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactValue(item)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = redactValue(item);
    return out as T;
  }
  return value;
}

/** The kinds of secret the redactor names, for documentation and tests. */
export function secretKinds(): string[] {
  const kinds = RULES.map((secretRule) => secretRule.kind).filter((kind) => kind !== namedProviders.kind);
  return [...new Set([...kinds, ...NAMED.map(([kind]) => kind)])];
}
