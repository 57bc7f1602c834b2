import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{renderComment,renderSummary}from"./chunk-BOQHUEBU.js";import"./chunk-U4D4AQDY.js";import"./chunk-CXBRBUTD.js";import{startService}from"./chunk-3VTVNJTP.js";import{INSTALL_HINT}from"./chunk-3DGAZMCL.js";import"./chunk-ZTVV2QOF.js";import"./chunk-2GG7IJZJ.js";import{runGate,scrubberForInputs,thresholdsInForce}from"./chunk-PYVJ5THD.js";import"./chunk-EVJS2IM3.js";import"./chunk-VO5ACMP6.js";import"./chunk-VB7KL7PL.js";import"./chunk-CH7INFWR.js";import"./chunk-MWMKNPAZ.js";import{renderTerminalLine}from"./chunk-SUTII37V.js";import"./chunk-LOFBJTJQ.js";import"./chunk-7NU2KJ6T.js";import"./chunk-AJ4XE6FN.js";import"./chunk-KLAAFPSH.js";import"./chunk-S7X4NDGZ.js";import"./chunk-2NBIBJYB.js";import"./chunk-BY74VLZ2.js";import"./chunk-IJ4TL4DJ.js";import"./chunk-F2IFIY2Q.js";import"./chunk-YZYIQFSP.js";import"./chunk-XVTNF5TH.js";import"./chunk-OBF2CEPQ.js";import"./chunk-J4EHDLRH.js";import"./chunk-UWTRBBOX.js";import"./chunk-KEFPHWKR.js";import"./chunk-G7IYHWII.js";import"./chunk-WMRMUFPE.js";import"./chunk-SK7EXCLO.js";import"./chunk-AOVANPNK.js";import"./chunk-IRJ5BC6I.js";import"./chunk-MM7FHRWD.js";import"./chunk-B2RCVT34.js";import"./chunk-K5LPQY7M.js";import"./chunk-HR3VTQ5H.js";import"./chunk-LWPLY6ZE.js";import"./chunk-PACKRVID.js";import"./chunk-56KSLBEG.js";import"./chunk-5VTTDUPH.js";import"./chunk-JSFY4EZE.js";import"./chunk-4E4OT5PL.js";import"./chunk-KB4UANOF.js";import"./chunk-66RUSHK7.js";import"./chunk-JPI6TI65.js";import"./chunk-JDC545ZT.js";import"./chunk-K7MBI5KE.js";import"./chunk-HEXRQBYC.js";import"./chunk-KCRTKN36.js";import"./chunk-AW6ZEPHW.js";import"./chunk-Z4S6LOYK.js";import"./chunk-MQACRM6B.js";import"./chunk-YMIZPEPA.js";import"./chunk-JSAFXQLV.js";import"./chunk-MW4KGJFR.js";import"./chunk-HS6EDMT6.js";import"./chunk-2X6AVIRT.js";import{require_http}from"./chunk-LZJWJHGA.js";import"./chunk-N4IPJFP4.js";import"./chunk-PKASG3KG.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import{__toESM}from"./chunk-6F3OD7VP.js";import{mkdir,rm,writeFile}from"node:fs/promises";import{join,relative}from"node:path";var import_node_http=__toESM(require_http(),1);function buildMarker(release){return`fixture-release-${release}`}var PARAGRAPH="pagegate keeps a deploy honest: every page is analysed after it ships, compared with what was there before, and the change is reported where reviewers already look. ";function page(title,body,head="",release=0){return`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="build" content="${buildMarker(release)}">
<title>${title}</title>
${head}</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`}function pages(release,origin){const description=text2=>`<meta name="description" content="${text2}">
`;const canonical=path=>`<link rel="canonical" href="${origin}${path}">
`;const text=`<p>${PARAGRAPH.repeat(9)}</p>`;const nav='<nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/blog/hello">Blog</a></nav>';const pricingImage=release===2?'<img src="/plans.png" width="600" height="300">':'<img src="/plans.png" alt="The three plans side by side" width="600" height="300">';const pricingHead=release===2?canonical("/pricing"):description("Plans and prices for teams of every size, with every feature listed.")+canonical("/pricing");return{"/":page("Fixture home: deploys that stay good",`${nav}
<h2>Why</h2>
${text}`,description("The home page of the pagegate fixture site, used by the demo and the tests.")+canonical("/"),release),"/pricing":page("Pricing for every team size",`${nav}
<h2>Plans</h2>
${pricingImage}
${text}`,pricingHead,release),"/blog/hello":page("Hello from the fixture blog",`${nav}
<h2>First post</h2>
${text}`,description("The first post of the fixture blog, a page that never changes.")+canonical("/blog/hello"),release)}}var SCRIPT_BUILT_PAGE=`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body>
<main id="app"></main>
<script>
document.title = 'The fixture app, built in the browser';
const description = document.createElement('meta');
description.name = 'description';
description.content = 'A page of the fixture site whose every word is written by a script after it loads.';
document.head.append(description);
const heading = document.createElement('h1');
heading.textContent = document.title;
const chart = document.createElement('img');
chart.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
chart.alt = 'Pages gated per deploy';
const text = document.createElement('p');
text.textContent = ${JSON.stringify(PARAGRAPH.repeat(9))};
document.getElementById('app').append(heading, chart, text);
</script>
</body>
</html>
`;async function startFixtureSite(){let release=1;let origin="";let pending;const server=(0,import_node_http.createServer)((request,response)=>{const path=new URL(request.url??"/","http://fixture").pathname;if(path==="/sitemap.xml"){const locs=Object.keys(pages(release,origin)).map(p=>`<url><loc>${origin}${p}</loc></url>`).join("");response.writeHead(200,{"content-type":"application/xml"}).end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`);return}const html=path==="/app"?SCRIPT_BUILT_PAGE:pages(release,origin)[path];if(!html)return void response.writeHead(404,{"content-type":"text/html"}).end(page("Not found","<p>No such page.</p>"));response.writeHead(200,{"content-type":"text/html; charset=utf-8"}).end(html)});server.keepAliveTimeout=1e3;await new Promise(resolve=>server.listen(0,"127.0.0.1",resolve));origin=`http://127.0.0.1:${server.address().port}`;return{origin,deploy:(next,afterMs=0)=>{clearTimeout(pending);if(afterMs===0)release=next;else pending=setTimeout(()=>release=next,afterMs)},close:()=>new Promise(resolve=>{clearTimeout(pending);server.closeAllConnections();server.close(()=>resolve())})}}function summaryAdds(summary,comment){const inComment=new Map;for(const line of comment.split("\n"))inComment.set(line,(inComment.get(line)??0)+1);return summary.split("\n").filter(line=>{const left=inComment.get(line)??0;if(left>0)inComment.set(line,left-1);return left===0&&line.trim()!==""})}function summaryNote(summary,comment){const added=summaryAdds(summary,comment);if(added.length===0)return"The job summary holds the same report, without the hidden marker: the comment fits its limit whole.";return`The job summary holds the same report, without the hidden marker, and adds:

${added.join("\n")}`}var KEY="demo-key";var PAGES=["/","/pricing","/blog/hello"];async function demo(out,directory){const started=Date.now();await mkdir(directory,{recursive:true});const acceptedFile=join(directory,"accepted.json");await rm(acceptedFile,{force:true});const site=await startFixtureSite();const service=await startService({port:0,allowPrivate:true,keys:{[KEY]:"pro"}});try{const gate=async(release,label,file=`release-${release}.json`)=>{site.deploy(release);out(`
\u2501\u2501 release ${release}: ${label}
`);return runRelease({apiUrl:service.url,origin:site.origin,resultsFile:join(directory,file),acceptedFile,commit:String(release).repeat(40)},out)};const baseline=await gate(1,"the first accepted state (first analysis of every page)");const regressed=await gate(2,"a deploy that drops the alt text of the pricing image and its meta description");const comment=renderComment(regressed.input);const summary=renderSummary(regressed.input);await Promise.all([writeFile(join(directory,"release-2.comment.md"),comment),writeFile(join(directory,"release-2.summary.md"),summary)]);out(`
\u2501\u2501 the sticky PR comment after release 2

${comment}
`);out(`
\u2501\u2501 the job summary of release 2 (GITHUB_STEP_SUMMARY)

${summaryNote(summary,comment)}
`);const rerun=await gate(2,"the failed gate re-run: the accepted state did not move, so it fails again","release-2-rerun.json");const fixed=await gate(3,"the fix");out(`
\u2501\u2501 the same sticky comment, updated after release 3

${renderComment(fixed.input)}
`);const rendered=await renderStory(service,site.origin,directory,out);const story=[baseline.outcome.results.passed,!regressed.outcome.results.passed,!rerun.outcome.results.passed,fixed.outcome.results.passed,rendered.asExpected];const seconds=((Date.now()-started)/1e3).toFixed(1);out(`
${lastLine(regressed.outcome,story.every(Boolean),directory,seconds)}; ${rendered.line}
`);return story.every(Boolean)?0:1}finally{await service.close();await site.close()}}async function renderStory(service,origin,directory,out){if(!service.browser)return{asExpected:true,line:`render: not shown, no Chromium found (${INSTALL_HINT})`};out("\n\u2501\u2501 /app, built by a script: fetched, then with render: true\n");const acceptedFile=join(directory,"app-accepted.json");await rm(acceptedFile,{force:true});const pageOf=async render=>{const release={apiUrl:service.url,origin,resultsFile:join(directory,`app-render-${render}.json`),acceptedFile,commit:"a".repeat(40),pages:["/app"],render};return(await runRelease(release,out)).outcome.results};const plain=(await pageOf(false)).pages[0];const browser=await pageOf(true);const page2=browser.pages[0];const changed=[...new Set(page2?.resolved.map(finding=>finding.check))].join(", ");return{asExpected:plain?.verdict==="fail"&&browser.passed,line:`/app, built by script, failed fetched (score ${plain?.score??"-"}) and passed with render: true (score ${page2?.score??"-"}), where ${changed||"no finding"} went away`}}async function runRelease(release,out){const{resultsFile}=release;const inputs={"api-url":release.apiUrl,"api-key":KEY,urls:(release.pages??PAGES).join("\n"),render:String(release.render??false),"site-url":release.origin,"min-score":"60","poll-interval":"0.1","results-file":resultsFile,"report-html":"true","accepted-file":release.acceptedFile,"config-file":"none"};const{config,outcome,results}=await runGate({inputs,env:{workflow:"demo",job:"gate",sha:release.commit},startedAt:new Date,scrub:scrubberForInputs(inputs),resultsLabel:"results-file",directory:process.cwd(),engineIO:()=>({glob:()=>Promise.resolve([]),info:line=>out(`  ${line}
`),warn:line=>out(`  warning: ${line}
`),pageDone:page2=>out(`  ${renderTerminalLine(page2)}
`),now:()=>new Date})});const input={results,thresholds:thresholdsInForce(config),run:{name:"pagegate demo",commit:release.commit,resultsFile:relative(process.cwd(),resultsFile),tag:config.commentTag}};return{outcome,input}}function lastLine(regressed,asExpected,directory,seconds){const failing=regressed.results.pages.filter(p=>p.verdict!=="pass");const what=failing.map(p=>`${new URL(p.url).pathname} (${p.regressions.map(r=>`${r.change} ${r.severity} ${r.check}`).join(", ")||p.reasons.join("; ")})`).join("; ");const head=asExpected?"demo ok":"demo: UNEXPECTED outcome";return`${head}: release 1 passed as the baseline, release 2 failed on ${what||"no page"}, its re-run failed again, release 3 passed; results in ${directory} (${seconds} s)`}export{demo};
