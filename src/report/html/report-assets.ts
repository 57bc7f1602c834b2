/** The HTML report's inline style and filter script: small, and nothing loaded from anywhere. */

export const REPORT_STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
header{padding:16px 24px;border-bottom:1px solid #d0d7de;position:sticky;top:0;background:#fff}
h1{margin:0 0 4px;font-size:22px}h1.passed{color:#1a7f37}h1.failed{color:#cf222e}
main{padding:8px 24px}.filters label{margin-right:16px}
.page{border:1px solid #d0d7de;border-radius:6px;padding:12px 16px;margin:12px 0}
.page h2{font-size:16px;margin:0 0 4px;word-break:break-all}
.verdict{display:inline-block;padding:0 6px;border-radius:4px;color:#fff;background:#1a7f37;
text-transform:uppercase;font-size:12px}
.fail .verdict{background:#cf222e}.error .verdict{background:#9a6700}
table{border-collapse:collapse;width:100%;margin:8px 0}caption{text-align:left;font-weight:600}
td,th{border-top:1px solid #d0d7de;padding:4px 6px;vertical-align:top;text-align:left}
pre{white-space:pre-wrap;word-break:break-all;background:#f6f8fa;padding:4px;margin:4px 0 0;font-size:12px}
.sev.critical{color:#cf222e;font-weight:600}.sev.recommended{color:#9a6700}
.chart polyline{fill:none;stroke:#0969da;stroke-width:2}.chart circle{fill:#0969da}.chart circle.now{fill:#cf222e}
.chart .grid{stroke:#d0d7de;stroke-dasharray:4}.chart .axis{stroke:#57606a}
.chart text{font-size:10px;fill:#57606a}.chart .value{fill:#1f2328}
.overview tr.fail td,.overview tr.error td{background:#fff5f5}.count{color:#cf222e}
details summary{cursor:pointer;color:#57606a}
tr[hidden],table[hidden]{display:none}
`;

/** Hides the finding rows the filters leave out, and a table left with none. */
export const REPORT_SCRIPT = `
const form=document.querySelector('.filters');
form.addEventListener('change',()=>{
  const check=form.check.value,severity=form.severity.value;
  for(const row of document.querySelectorAll('tr[data-check]')){
    row.hidden=(check!==''&&row.dataset.check!==check)||(severity!==''&&row.dataset.severity!==severity);
  }
  for(const table of document.querySelectorAll('table.findings')){
    table.hidden=![...table.querySelectorAll('tr[data-check]')].some((row)=>!row.hidden);
  }
});
`;
