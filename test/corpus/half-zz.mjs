// Half ZZ, written blind: "marram", a genomics research pipeline (Snakemake 8, Python 3.11 in
// conda/mamba envs, R 4.3 with renv and Quarto) on a CentOS 7 SLURM cluster, with macOS (zsh)
// laptops for reports. Written by someone who read only issue 10, the corpus README, build.mjs
// and the head of half D. Team languages: English, Portuguese, Korean, Hinglish.

const SMK_USAGE = 'usage: snakemake [-h] [--dry-run] [--profile PROFILE]\n                 [--workflow-profile WORKFLOW_PROFILE] [--cache [RULE ...]]\n                 [--snakefile FILE] [--cores N] [--jobs N] [--local-cores N]\n                 [--resources NAME=INT [NAME=INT ...]]\n                 ...';
const SMK_CORES = 'Error: you need to specify the maximum number of CPU cores to be used at the same time. If you want to use N cores, say --cores N or -cN. For all cores on your system (be sure that this is appropriate) use --cores all. For no parallelization use --cores 1 or -c1.';
const MAC_DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_format]';
const MAC_GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const MAC_STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timestamp] [file|handle ...]';
const CONDA_INIT = "\nCommandNotFoundError: Your shell has not been properly configured to use 'conda activate'.\nTo initialize your shell, run\n\n    $ conda init <SHELL_NAME>\n\nCurrently supported shells are:\n  - bash\n  - fish\n  - tcsh\n  - xonsh\n  - zsh\n  - powershell\n\nSee 'conda init --help' for more information and options.\n\nIMPORTANT: You may need to close and restart your shell after running 'conda init'.\n";
const GH_PROTECTED = "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must be made through a pull request.\nTo github.com:lab-genomics/marram.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:lab-genomics/marram.git'";
const GH_LARGE = "remote: error: Trace: 9f2c41d7e0b3a5c8d16f2e4b7a09c3d5e81f6a2b4c7d9e0f1a3b5c7d9e1f2a4b\nremote: error: See https://gh.io/lfs for more information.\nremote: error: File data/raw/S02_R1.fastq.gz is 412.37 MB; this exceeds GitHub's file size limit of 100.00 MB\nremote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com.\nTo github.com:lab-genomics/marram.git\n ! [remote rejected] feat/fastp-qc -> feat/fastp-qc (pre-receive hook declined)\nerror: failed to push some refs to 'github.com:lab-genomics/marram.git'";
const SLURM_ACCOUNT = 'Invalid account or account/partition combination specified';
const SLURM_TIME = 'sbatch: error: Batch job submission failed: Requested time limit is invalid (missing or exceeds some limit)';
const PY2_FSTRING = (file, line, code, caret) => `  File "${file}", line ${line}\n    ${code}\n${' '.repeat(4 + caret)}^\nSyntaxError: invalid syntax`;
const RENV_OLD_R = "- Project '~/marram' loaded. [renv 1.0.7]\nWarning message:\nProject requested R version '4.3.2' but '3.6.0' is currently being used \nError in loadNamespace(x) : there is no package called 'DESeq2'\nCalls: loadNamespace -> withRestarts -> withOneRestart -> doWithOneRestart\nExecution halted";

export const SESSIONS = [
  {
    machine: 'linux', project: 'marram', start: '2026-02-02T09:10:00Z',
    steps: [
      ['fail', 'smk-profile', 'snakemake --cluster "sbatch -p short -c {threads} --mem {resources.mem_mb}" -j 50 --use-conda', `${SMK_USAGE}\nsnakemake: error: unrecognized arguments: --cluster sbatch -p short -c {threads} --mem {resources.mem_mb}`, 2, 'Launch the pipeline on the cluster'],
      ['prompt', 'smk-profile', "snakemake 8 here, --cluster is gone. everything's in profiles/slurm/config.yaml, just pass --profile profiles/slurm"],
      ['ok', 'snakemake --profile profiles/slurm -n'],
      ['fail', 'sbatch-account', 'sbatch -p short -c 8 --mem 32G workflow/scripts/index_ref.sh', `sbatch: error: Batch job submission failed: ${SLURM_ACCOUNT}`, 1, 'Submit the indexing job'],
      ['prompt', 'sbatch-account', '-A genomics_marram on every sbatch/srun. the default account has zero hours on it'],
    ],
  },
  {
    machine: 'mac', project: 'marram', start: '2026-02-02T14:30:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/threads: 8/threads: 16/' config/config.yaml", 'sed: 1: "config/config.yaml": command c expects \\ followed by text', 1, 'Bump the default threads'],
      ['prompt', 'bsd-sed', "esse sed -i é do GNU, no meu mac tem que ser sed -i '' 's/…/…/' arquivo"],
      ['ok', "sed -i '' 's/threads: 8/threads: 16/' config/config.yaml"],
      ['fail', 'mac-date', 'date -d "2026-03-02" +%Y%m%d', `date: illegal option -- d\n${MAC_DATE_USAGE}`, 1],
      ['agent', 'mac-date', "Used GNU `date -d` on macOS; BSD date needs `date -j -f '%Y-%m-%d' 2026-03-02 +%Y%m%d` (or gdate)."],
      ['prompt', 'x:iso-dates', 'dates in the report tables should be ISO 8601 please, 2026-03-04 and not 04/03/26'],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-02-03T08:40:00Z',
    steps: [
      ['fail', 'login-node', 'pigz -p 24 -d -k data/raw/S07_R1.fastq.gz data/raw/S07_R2.fastq.gz', 'Killed', 137],
      ['prompt', 'login-node', "you're on the login node!! anything heavier than a head/ls goes through srun or sbatch"],
      ['fail', 'python2', 'python scripts/make_samplesheet.py data/raw', PY2_FSTRING('scripts/make_samplesheet.py', 18, 'print(f"found {len(samples)} samples")', 37), 1],
      ['prompt', 'python2', '`python` on the cluster is the system 2.7 from centos. use the env: mamba run -n marram python ...'],
      ['ok', 'mamba run -n marram python scripts/make_samplesheet.py data/raw'],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-03T13:15:00Z',
    steps: [
      ['fail', 'scratch', 'rsync -a dtn:/data/seqcore/runs/2026-02-NV0231/ data/raw/', 'rsync: write failed on "/home/dev/marram/data/raw/S11_R2.fastq.gz": Disk quota exceeded (122)\nrsync error: error in file IO (code 11) at receiver.c(374) [receiver=3.1.2]', 11, 'Pull the new sequencing run'],
      ['prompt', 'scratch', 'home is 50G. raw data and results live under /scratch/$USER/marram, data/ and results/ are just symlinks into it'],
      ['fail', 'x:dtn-unreachable', 'rsync -a dtn:/data/seqcore/runs/2026-02-NV0231/ /scratch/dev/marram/data/raw/', 'ssh: connect to host dtn.hpc.lab.internal port 22: Connection timed out\nrsync: connection unexpectedly closed (0 bytes received so far) [Receiver]\nrsync error: unexplained error (code 255) at io.c(226) [Receiver=3.1.2]', 255],
      ['prompt', 'shared-refs', 'GRCh38 is already in /shared/refs/GRCh38 with the bwa index next to it, no need to wget it from ensembl again'],
    ],
  },
  {
    machine: 'mac2', project: 'marram', start: '2026-02-04T10:00:00Z',
    steps: [
      ['fail', 's3-endpoint', 'aws s3 cp s3://marram-raw/runs/2026-02-NV0231/samplesheet.csv config/', 'fatal error: Unable to locate credentials', 1],
      ['prompt', 's3-endpoint', 'aws s3 명령엔 --profile marram 이랑 --endpoint-url https://s3.lab.internal 둘 다 붙여야 돼요. 우리 건 AWS 아니에요'],
      ['ok', 'aws s3 cp s3://marram-raw/runs/2026-02-NV0231/samplesheet.csv config/ --profile marram --endpoint-url https://s3.lab.internal'],
      ['fail', 'grep-p', "grep -P '\\tPASS\\t' results/calls/S01.vcf | wc -l", `grep: invalid option -- P\n${MAC_GREP_USAGE}`, 2],
      ['prompt', 'x:ko-summary-table', 'QC 리포트에 샘플별 read 수 요약 표 하나 추가해 주세요'],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-04T15:20:00Z',
    steps: [
      ['fail', 'bash42', 'bash scripts/submit_batch.sh config/samples.tsv', 'scripts/submit_batch.sh: line 23: declare: -n: invalid option\ndeclare: usage: declare [-aAfFgilrtux] [-p] [name[=value] ...]', 2],
      ['prompt', 'bash42', 'cluster bash is 4.2 (centos 7). no namerefs, no wait -n, no ${x@Q}. write it old school'],
      ['fail', 'env-yml', 'pip install pysam pyfaidx', "Collecting pysam\n  Using cached pysam-0.22.1-cp311-cp311-manylinux_2_28_x86_64.whl (21.9 MB)\nInstalling collected packages: pysam\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/opt/miniforge3/lib/python3.11/site-packages/pysam'\nConsider using the `--user` option or check the permissions.\n", 1],
      ['prompt', 'env-yml', "deps live in environment.yml. pip into the shared base breaks everyone's env"],
      ['ok', 'mamba env update -n marram -f environment.yml --prune'],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-02-05T09:00:00Z',
    steps: [
      ['fail', 'smk-profile', 'snakemake -s workflow/Snakefile results/qc/multiqc_report.html', SMK_CORES, 1],
      ['prompt', 'smk-profile', 'profile. always the profile. it sets cores, executor, account, everything'],
      ['fail', 'x:missing-input', 'snakemake --profile profiles/slurm results/qc/multiqc_report.html', "Building DAG of jobs...\nMissingInputException in rule fastp in file /home/dev/marram/workflow/rules/trim.smk, line 4:\nMissing input files for rule fastp:\n    output: results/trimmed/S12_R1.fastq.gz, results/trimmed/S12_R2.fastq.gz\n    wildcards: sample=S12\n    affected files:\n        data/raw/S12_R2.fastq.gz", 1],
    ],
  },
  {
    machine: 'mac', project: 'marram', start: '2026-02-05T16:00:00Z',
    steps: [
      ['fail', 'quarto', 'Rscript -e \'rmarkdown::render("reports/qc.qmd")\'', 'Error: pandoc version 1.12.3 or higher is required and was not found (see the help page ?rmarkdown::pandoc_available).\nExecution halted', 1],
      ['prompt', 'quarto', 'a gente usa quarto render, não rmarkdown::render. são .qmd'],
      ['ok', 'quarto render reports/qc.qmd'],
      ['fail', 'gtimeout', 'timeout 30 snakemake -n --profile profiles/local', 'zsh: command not found: timeout', 127],
      ['prompt', 'gtimeout', "no timeout on macOS, it's gtimeout (brew coreutils)"],
      ['prompt', 'x:viridis', "use viridis for the PCA plot colours, the default palette is hard for colour-blind folks"],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-06T08:30:00Z',
    steps: [
      ['fail', 'apptainer', 'singularity exec containers/gatk-4.5.sif gatk --version', '/bin/bash: line 1: singularity: command not found', 127],
      ['prompt', 'apptainer', "singularity got renamed, it's apptainer on this cluster and it's a module: module load apptainer/1.2.5 first"],
      ['ok', 'module load apptainer/1.2.5 && apptainer exec containers/gatk-4.5.sif gatk --version'],
      ['fail', 'x:apptainer-auth', 'module load apptainer/1.2.5 && apptainer pull containers/marram-tools-1.4.sif docker://ghcr.io/lab-genomics/marram-tools:1.4', 'INFO:    Converting OCI blobs to SIF format\nFATAL:   While making image from oci registry: error fetching image to cache: failed to get checksum for docker://ghcr.io/lab-genomics/marram-tools:1.4: reading manifest 1.4 in ghcr.io/lab-genomics/marram-tools: unauthorized: authentication required', 255],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-02-09T10:10:00Z',
    steps: [
      ['fail', 'sbatch-account', 'srun -p short -c 4 --mem 16G --pty bash', `srun: error: Unable to allocate resources: ${SLURM_ACCOUNT}`, 1],
      ['prompt', 'sbatch-account', 'account flag bhool gaye phir se. --account=genomics_marram, har baar'],
      ['ok', 'srun -A genomics_marram -p short -c 4 --mem 16G hostname'],
      ['fail', 'r-module', 'srun -A genomics_marram -p short -c 2 --mem 8G Rscript workflow/scripts/deseq2.R', 'slurmstepd: error: execve(): Rscript: No such file or directory\nsrun: error: cn042: task 0: Exited with exit code 2', 2],
      ['prompt', 'r-module', 'R is a module on the nodes: module load R/4.3.2 before Rscript. the system R on the login node is 3.6 and renv hates it'],
    ],
  },
  {
    machine: 'mac2', project: 'marram', start: '2026-02-09T14:00:00Z',
    steps: [
      ['fail', 'zsh-glob', "aws s3 cp s3://marram-results/deseq2/ reports/data/ --recursive --exclude * --include *.tsv --profile marram --endpoint-url https://s3.lab.internal", 'zsh: no matches found: *.tsv', 1],
      ['prompt', 'zsh-glob', "zsh expands that glob on my side before aws ever sees it. quote it: --include '*.tsv'"],
      ['fail', 'md5sum-mac', 'md5sum reports/data/*.tsv > reports/data/MD5SUMS', '(eval):1: command not found: md5sum', 127],
      ['agent', 'md5sum-mac', 'md5sum does not exist on macOS; use `md5 -r` (same "hash  file" layout) or gmd5sum from coreutils.'],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-10T09:00:00Z',
    steps: [
      ['prompt', 's3-sync-delete', 'NO --delete on aws s3 sync to marram-raw. that bucket is the only copy of the runs'],
      ['ok', 'aws s3 sync /scratch/dev/marram/data/raw/ s3://marram-raw/runs/2026-02-NV0231/ --profile marram --endpoint-url https://s3.lab.internal'],
      ['fail', 'x:s3-timeout', 'aws s3 ls s3://marram-raw/runs/2026-02-NV0232/ --profile marram --endpoint-url https://s3.lab.internal', '\nConnect timeout on endpoint URL: "https://s3.lab.internal/marram-raw?list-type=2&prefix=runs%2F2026-02-NV0232%2F&delimiter=%2F&encoding-type=url"', 255],
      ['fail', 's3-endpoint', 'aws s3 ls s3://marram-results/', '\nAn error occurred (InvalidAccessKeyId) when calling the ListObjectsV2 operation: The AWS Access Key Id you provided does not exist in our records.', 254],
      ['prompt', 's3-endpoint', "it's not AWS, it's the lab ceph. needs the marram profile and the s3.lab.internal endpoint"],
    ],
  },
  {
    machine: 'ci', project: 'marram', start: '2026-02-10T12:00:00Z',
    steps: [
      ['ok', "Rscript -e 'renv::restore(prompt = FALSE)'"],
      ['fail', 'renv', 'quarto render reports/qc.qmd', "\nprocessing file: qc.qmd\n  |.....                                     |  12% [setup]\nQuitting from lines 9-21 [setup] (qc.qmd)\nError in `library()`:\n! there is no package called 'patchwork'\nBacktrace:\n    ▆\n 1. └─base::library(patchwork)\nExecution halted", 1],
      ['fail', 'env-s', './workflow/scripts/summarise.py results/counts/', "env: unrecognized option: S\nBusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.\n\nUsage: env [-i] [-u NAME]... [-] [NAME=VALUE]... [PROG ARGS]\n\nPrint current environment or run PROG after setting up environment\n\n\t-, -i\tStart with empty environment\n\t-0\tNUL terminated output\n\t-u NAME\tRemove variable from environment", 1],
    ],
  },
  {
    machine: 'mac', project: 'marram', start: '2026-02-10T15:30:00Z',
    steps: [
      ['prompt', 'renv', "CI broke bc renv.lock doesn't have patchwork. snapshot!!"],
      ['agent', 'renv', 'Installed patchwork with install.packages() and never recorded it; add R packages with renv::install() and then renv::snapshot() so renv.lock has them.'],
      ['ok', "Rscript -e 'renv::snapshot(prompt = FALSE)'"],
      ['fail', 'x:quarto-chunk', 'quarto render reports/de.qmd', "\nprocessing file: de.qmd\n  |..........................                |  61% [volcano]\nQuitting from lines 88-104 [volcano] (de.qmd)\nError in `geom_point()`:\n! Problem while computing aesthetics.\nℹ Error occurred in the 1st layer.\nCaused by error:\n! object 'log2FoldChange' not found\nExecution halted", 1],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-11T08:50:00Z',
    steps: [
      ['fail', 'login-node', 'samtools sort -@ 16 -m 4G -o results/bam/S01.sorted.bam results/bam/S01.bam', '[bam_sort_core] merging from 16 files and 16 in-memory blocks...\nKilled', 137],
      ['prompt', 'login-node', 'yaar phir se login node pe chala diya? pehle srun --pty se compute node lo, phir sort karo'],
      ['fail', 'x:oom', 'srun -A genomics_marram -p short -c 8 --mem 8G bwa mem -t 8 /shared/refs/GRCh38/bwa/GRCh38.fa data/raw/S03_R1.fastq.gz data/raw/S03_R2.fastq.gz -o /scratch/dev/marram/S03.sam', "[M::bwa_idx_load_from_disk] read 0 ALT contigs\nslurmstepd: error: Detected 1 oom_kill event in StepId=4471907.0. Some of your processes may have been killed by the cgroup out-of-memory handler.\nsrun: error: cn017: task 0: Out Of Memory", 137],
      ['fail', 'scratch', 'gunzip -k results/trimmed/S04_R1.fastq.gz', 'gzip: results/trimmed/S04_R1.fastq: Disk quota exceeded', 1],
      ['prompt', 'scratch', 'home quota full again. results/ belongs on /scratch too, check the symlink'],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-02-11T14:00:00Z',
    steps: [
      ['fail', 'mamba', 'conda env create -f environment.yml', 'Channels:\n - conda-forge\n - bioconda\n - defaults\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: failed with initial frozen solve. Retrying with flexible solve.\nSolving environment: / \ncommand timed out after 600000 milliseconds', 124],
      ['prompt', 'mamba', "use mamba for env stuff, conda's solver just sits there forever with bioconda in the channels"],
      ['fail', 'x:mamba-network', 'mamba env update -n marram -f environment.yml', "critical libmamba Multiple errors occured:\n    Download error (28) Timeout was reached [https://conda.anaconda.org/bioconda/linux-64/repodata.json]\n    Operation too slow. Less than 30 bytes/sec transferred the last 60 seconds\n    Subdir bioconda/linux-64 not loaded!", 1],
      ['ok', 'mamba env update -n marram -f environment.yml'],
      ['fail', 'env-yml', 'conda install -y -c bioconda pybedtools', "Channels:\n - bioconda\n - conda-forge\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: done\n\nEnvironmentNotWritableError: The current user does not have write permissions to the target environment.\n  environment location: /opt/miniforge3\n  uid: 40213\n  gid: 4000\n", 1],
      ['agent', 'env-yml', 'Tried to conda install pybedtools into the shared base env; new dependencies go into environment.yml and the marram env is updated from it.'],
    ],
  },
  {
    machine: 'mac', project: 'marram', start: '2026-02-12T10:00:00Z',
    steps: [
      ['fail', 'rsync-mac', 'rsync -a --info=progress2 hpc:/scratch/ana/marram/results/reports/ reports/data/', 'rsync: --info=progress2: unknown option\nrsync error: syntax or usage error (code 1) at /AppleInternal/Library/BuildRoots/a8fc4767-d4a2-11ee-b05b-8a8b8bb07a1f/Library/Caches/com.apple.xbs/Sources/rsync/rsync/main.c(1337) [client=2.6.9]', 1],
      ['prompt', 'rsync-mac', "mac rsync is from 2006 lol. -P works, or use brew's /opt/homebrew/bin/rsync"],
      ['fail', 'zsh-glob', 'rsync -aP hpc:/scratch/ana/marram/results/qc/*.html reports/qc/', 'zsh: no matches found: hpc:/scratch/ana/marram/results/qc/*.html', 1],
      ['prompt', 'zsh-glob', 'no zsh tem que pôr aspas no caminho remoto, senão ele tenta expandir o * aqui no mac'],
      ['ok', "rsync -aP 'hpc:/scratch/ana/marram/results/qc/*.html' reports/qc/"],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-12T15:00:00Z',
    steps: [
      ['fail', 'sbatch-time', 'sbatch -A genomics_marram -p short -t 12:00:00 -c 16 --mem 64G scripts/build_salmon_index.sh', SLURM_TIME, 1],
      ['prompt', 'sbatch-time', 'short is 4h max. anything longer goes on -p long'],
      ['ok', 'sbatch -A genomics_marram -p long -t 12:00:00 -c 16 --mem 64G scripts/build_salmon_index.sh'],
      ['fail', 'x:qos-limit', 'for s in $(cut -f1 config/samples.tsv | tail -n +2); do sbatch -A genomics_marram -p short --export=SAMPLE=$s scripts/fastqc_one.sh; done', 'Submitted batch job 4471820\nSubmitted batch job 4471821\nSubmitted batch job 4471822\nSubmitted batch job 4471823\nsbatch: error: QOSMaxSubmitJobPerUserLimit\nsbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user\'s size and/or time limits)', 1],
      ['prompt', 'x:scancel-one', 'cancel 4471823 please, that one got the wrong sample sheet'],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-02-13T09:20:00Z',
    steps: [
      ['fail', 'conda-activate', 'bash workflow/scripts/run_qc.sh S05', CONDA_INIT, 1],
      ['prompt', 'conda-activate', "conda activate doesn't work in a non-interactive shell. in scripts use `mamba run -n marram ...` or source conda.sh first"],
      ['fail', 'bash42', 'bash scripts/run_parallel.sh config/samples.tsv', 'scripts/run_parallel.sh: line 41: wait: -n: invalid option\nwait: usage: wait [id]', 2],
      ['agent', 'bash42', 'Used `wait -n` in run_parallel.sh; the cluster runs bash 4.2 (CentOS 7), which lacks it; use plain `wait` or xargs -P.'],
    ],
  },
  {
    machine: 'mac2', project: 'marram', start: '2026-02-16T09:30:00Z',
    steps: [
      ['fail', 'mac-date', "date -d '7 days ago' +%F", `date: illegal option -- d\n${MAC_DATE_USAGE}`, 1],
      ['prompt', 'mac-date', '맥 date 는 -d 안 돼요. date -v-7d +%F 쓰거나 gdate 쓰세요'],
      ['fail', 'stat-mac', 'stat -c %s reports/qc.html', `stat: illegal option -- c\n${MAC_STAT_USAGE}`, 1],
      ['prompt', 'stat-mac', "mac stat is -f '%z' for the size"],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-16T14:10:00Z',
    steps: [
      ['fail', 'develop', 'git push origin main', GH_PROTECTED, 1],
      ['prompt', 'develop', 'PRs go to develop. main only moves on releases'],
      ['fail', 'x:push-nonff', 'git push origin develop', "To github.com:lab-genomics/marram.git\n ! [rejected]        develop -> develop (fetch first)\nerror: failed to push some refs to 'github.com:lab-genomics/marram.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.", 1],
      ['ok', 'git pull --rebase origin develop && git push origin develop'],
      ['prompt', 'scancel-all', 'WHOA you just ran scancel -u on my user, that killed the production run too. cancel by job id'],
      ['agent', 'scancel-all', 'Ran `scancel -u $USER`, which also killed the running production pipeline; cancel only specific job ids or `scancel --name=<jobname>`.'],
      ['fail', 'x:slurmctld-down', 'squeue -u $USER', 'slurm_load_jobs error: Unable to contact slurm controller (connect failure)', 1],
      ['prompt', 'x:readme-account', 'add a section to the README on how new people get a cluster account and get added to the genomics_marram allocation'],
    ],
  },
  {
    machine: 'mac', project: 'marram', start: '2026-02-18T10:00:00Z',
    steps: [
      ['fail', 'grep-p', "samtools view -H results/bam/S01.bam | grep -oP 'SM:\\K[^\\t]+'", `grep: invalid option -- P\n${MAC_GREP_USAGE}`, 2],
      ['prompt', 'grep-p', 'no -P on mac grep. rg or perl -ne'],
      ['ok', "samtools view -H results/bam/S01.bam | rg -o 'SM:([^\\t]+)' -r '$1'"],
      ['fail', 'x:aws-404', 'aws s3 cp s3://marram-raw/runs/2026-03-NV0240/S9_R1.fastq.gz data/raw/ --profile marram --endpoint-url https://s3.lab.internal', 'fatal error: An error occurred (404) when calling the HeadObject operation: Key "runs/2026-03-NV0240/S9_R1.fastq.gz" does not exist', 1],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-02-18T15:00:00Z',
    steps: [
      ['fail', 'python2', 'python -m pytest tests/', '/usr/bin/python: No module named pytest', 1],
      ['agent', 'python2', 'Called bare `python` on the login node, which is CentOS 7 Python 2.7; run tests and scripts with the marram env (`mamba run -n marram python ...`).'],
      ['ok', 'mamba run -n marram python -m pytest -q'],
      ['fail', 'x:pytest-fail', 'mamba run -n marram python -m pytest -q tests/test_trim.py', "F.......\n=================================== FAILURES ===================================\n________________________ test_adapter_trimmed_length _________________________\n\n    def test_adapter_trimmed_length():\n        rec = trim_record(READ, adapter=ADAPTER)\n>       assert len(rec.seq) == 150\nE       AssertionError: assert 148 == 150\n\ntests/test_trim.py:31: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_trim.py::test_adapter_trimmed_length - AssertionError: assert 148 == 150\n1 failed, 7 passed in 0.84s", 1],
    ],
  },
  {
    machine: 'mac2', project: 'marram', start: '2026-02-19T14:00:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/python=3.10/python=3.11/' environment.yml", 'sed: 1: "environment.yml": invalid command code e', 1],
      ['prompt', 'bsd-sed', "mac sed. -i '' or gsed"],
      ['fail', 'gtimeout', 'timeout 120 quarto render reports/qc.qmd', '(eval):1: command not found: timeout', 127],
      ['prompt', 'gtimeout', 'that again? gtimeout'],
      ['ok', 'gtimeout 120 quarto render reports/qc.qmd'],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-20T08:30:00Z',
    steps: [
      ['prompt', 'rm-scratch', 'STOP. never rm -rf "$SCRATCH/$RUN" when RUN can be empty, that is the whole project scratch. ${RUN:?} or hard-code the path'],
      ['agent', 'rm-scratch', 'Wrote `rm -rf $OUTDIR/` where OUTDIR could be unset; guard deletions on /scratch with `${OUTDIR:?}` and check the path first.'],
      ['prompt', 'x:rm-tmp', "you can delete tmp/ in the repo, it's just leftovers from my test run"],
      ['fail', 'env-s', './workflow/scripts/summarise.py results/counts/', "/usr/bin/env: invalid option -- 'S'\nTry '/usr/bin/env --help' for more information.", 125],
      ['prompt', 'env-s', 'env -S is coreutils 8.30+, the login nodes have 8.22. plain #!/usr/bin/env python3 and set the flags inside'],
      ['fail', 'x:sed-unterminated', "sed -i 's/sample_id/sample/ config/samples.tsv", "sed: -e expression #1, char 21: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-02-23T10:00:00Z',
    steps: [
      ['fail', 'r-module', "Rscript -e 'renv::restore()'", RENV_OLD_R, 1],
      ['prompt', 'r-module', 'R 은 module load R/4.3.2 하고 쓰세요. 기본 R 은 3.6 이라 renv 가 깨져요'],
      ['fail', 'apptainer', 'apptainer exec containers/gatk-4.5.sif gatk HaplotypeCaller --help', '/bin/bash: line 1: apptainer: command not found', 127],
      ['prompt', 'apptainer', 'module load missing. again'],
      ['ok', 'module load apptainer/1.2.5 && apptainer exec containers/gatk-4.5.sif gatk HaplotypeCaller --help'],
    ],
  },
  {
    machine: 'mac', project: 'marram', start: '2026-02-23T15:00:00Z',
    steps: [
      ['prompt', 'renv', "don't install.packages() in this project. renv::install(\"pkg\") then renv::snapshot(), otherwise renv.lock never hears about it"],
      ['fail', 'md5sum-mac', 'md5sum -c data/checksums.md5', 'zsh: command not found: md5sum', 127],
      ['prompt', 'md5sum-mac', 'md5sum is linux. mac has md5 -r, or gmd5sum from coreutils'],
      ['fail', 'stat-mac', 'stat --format=%y reports/qc.html', `stat: illegal option -- -\n${MAC_STAT_USAGE}`, 1],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-24T09:00:00Z',
    steps: [
      ['fail', 'no-data-in-git', 'git push -u origin feat/fastp-qc', GH_LARGE, 1],
      ['prompt', 'no-data-in-git', 'data never goes in git. fastq/bam live in s3://marram-raw, data/ and results/ are gitignored for a reason'],
      ['agent', 'no-data-in-git', 'Committed data/raw/*.fastq.gz with `git add -A`; raw data stays in the object store, never in git. Stage paths explicitly.'],
      ['fail', 'x:md5-mismatch', 'md5sum -c /scratch/dev/marram/data/raw/checksums.md5', 'S01_R1.fastq.gz: OK\nS01_R2.fastq.gz: OK\nS03_R1.fastq.gz: FAILED\nS03_R2.fastq.gz: OK\nmd5sum: WARNING: 1 computed checksum did NOT match', 1],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-02-25T09:00:00Z',
    steps: [
      ['agent', 'smk-profile', 'Invoked snakemake with hand-written --cluster/--cores flags; the pipeline is launched only with `snakemake --profile profiles/slurm`.'],
      ['fail', 'x:smk-lock', 'snakemake --profile profiles/slurm', "Building DAG of jobs...\nLockException:\nError: Directory cannot be locked. Please make sure that no other Snakemake process is trying to create the same files in the following directory:\n/home/dev/marram\nIf you are sure that no other instances of snakemake are running on this directory, the remaining lock was likely caused by a kill signal or a power loss. It can be removed with the --unlock argument.", 1],
      ['fail', 'x:sbatch-no-shebang', 'sbatch -A genomics_marram -p short scripts/merge_counts.R', 'sbatch: error: This does not look like a batch script.  The first\nsbatch: error: line must start with #! followed by the path to an interpreter.\nsbatch: error: For instance: #!/bin/sh', 1],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-02-26T10:00:00Z',
    steps: [
      ['fail', 'login-node', 'bwa mem -t 16 /shared/refs/GRCh38/bwa/GRCh38.fa data/raw/S09_R1.fastq.gz data/raw/S09_R2.fastq.gz > /scratch/dev/marram/S09.sam', '[M::bwa_idx_load_from_disk] read 0 ALT contigs\n[M::process] read 1063830 sequences (160000330 bp)...\nKilled', 137],
      ['prompt', 'login-node', 'again?? same as last week. compute node.'],
      ['agent', 'scratch', 'Wrote intermediate BAMs under ~/marram/results and filled the home quota; big outputs go to /scratch/$USER/marram.'],
      ['fail', 'x:module-typo', 'module load samtols/1.17', 'Lmod has detected the following error:  The following module(s) are unknown: "samtols/1.17"\n\nPlease check the spelling or version number. Also try "module spider ..."\nIt is also possible your cache file is out-of-date; it may help to try:\n  $ module --ignore_cache load "samtols/1.17"', 1],
      ['fail', 'x:grep-nomatch', "grep -c 'ERROR' logs/align/S05.log", '0', 1],
    ],
  },
  {
    machine: 'mac2', project: 'marram', start: '2026-03-02T09:00:00Z',
    steps: [
      ['fail', 'rsync-mac', 'rsync -ah --info=progress2 hpc:/scratch/kai/marram/results/deseq2/ reports/data/', "rsync: unrecognized option `--info=progress2'\nusage: rsync [-46BCDEHIJKLNOPRSVWXabcdeghiklmnopqrstuvxyz] [--address=sourceaddr]\n        [--compare-dest=dir] [--contimeout] [--del] [--delete] [--delete-before]\n        [--exclude] [--exclude-from=file] [--files-from=file] [--include]\n        [--include-from=file] [--link-dest=dir] [--max-size=SIZE] [--min-size=SIZE]\n        [--port=portnumber] [--rsync-path=program] [--size-only] [--timeout=seconds]\n        source ... directory", 1],
      ['agent', 'rsync-mac', 'macOS ships an old rsync/openrsync without --info=progress2; use -P or /opt/homebrew/bin/rsync.'],
      ['prompt', 'x:hi-fontsize', 'plots ka font size thoda bada kar do, slides pe padh nahi paa rahe'],
      ['fail', 'x:quatro-typo', 'quatro render reports/de.qmd', 'zsh: command not found: quatro', 127],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-03-03T09:00:00Z',
    steps: [
      ['fail', 'conda-activate', "bash -c 'conda activate marram && python scripts/qc_summary.py'", CONDA_INIT, 1],
      ['prompt', 'conda-activate', 'conda activate in a script again... mamba run -n marram'],
      ['prompt', 's3-sync-delete', "no --delete on that sync either, it's the only copy"],
      ['agent', 's3-sync-delete', 'Proposed `aws s3 sync --delete` toward s3://marram-raw; syncs to the raw bucket are upload-only, never with --delete.'],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'sbatch-time', 'sbatch -A genomics_marram -p short -t 1-00:00:00 workflow/scripts/star_index.sh', SLURM_TIME, 1],
      ['prompt', 'sbatch-time', 'short 파티션은 4시간까지예요. 인덱스 빌드는 long 으로 보내세요'],
      ['prompt', 'shared-refs', 'reference genome dobara download kyun kar rahe ho? /shared/refs mein pada hai, STAR index bhi'],
      ['agent', 'shared-refs', 'Started downloading GRCh38 from Ensembl into resources/; the reference and its indexes already live read-only in /shared/refs/GRCh38.'],
      ['fail', 'x:env-exists', 'mamba env create -f environment.yml', 'CondaValueError: prefix already exists: /home/dev/miniforge3/envs/marram', 1],
    ],
  },
  {
    machine: 'mac', project: 'marram', start: '2026-03-05T14:00:00Z',
    steps: [
      ['prompt', 'quarto', 'these are quarto docs. `quarto render reports/`, rmarkdown::render is the old way'],
      ['agent', 'quarto', 'Rendered a .qmd through rmarkdown::render; reports are built with `quarto render reports/`.'],
      ['prompt', 'develop', 'a gente trabalha na develop, main é só pra release. refaz a branch a partir da develop'],
      ['agent', 'develop', 'Branched off main and targeted main; branches come off develop and PRs target develop.'],
      ['prompt', 'x:pt-rename-rule', 'renomeia a regra trim pra trim_reads, fica mais claro no DAG'],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-03-06T09:00:00Z',
    steps: [
      ['fail', 'env-yml', 'pip install --user pyranges', "Collecting pyranges\n  Downloading pyranges-0.1.2-py3-none-any.whl (1.5 MB)\nERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", 1],
      ['prompt', 'env-yml', 'not pip --user either. environment.yml, then mamba env update'],
      ['agent', 'mamba', 'Ran `conda env update` (stalls solving bioconda); use `mamba env update -n marram -f environment.yml` instead.'],
      ['prompt', 'bash42', "remember the cluster bash is old, mapfile -d and friends don't exist there"],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for the fastp trimming step'],
    ],
  },
  {
    machine: 'ci', project: 'marram', start: '2026-03-06T12:00:00Z',
    steps: [
      ['fail', 'x:smk-lint', 'snakemake --lint', "Lints for rule fastp (line 4, /workspace/workflow/rules/trim.smk):\n    * No log directive defined:\n      Without a log directive, all output will be printed to the terminal. In distributed environments, this means that errors are harder to discover. In local environments, output of concurrent jobs will be mixed and become unreadable.\n      Also see:\n      https://snakemake.readthedocs.io/en/latest/snakefiles/rules.html#log-files", 1],
      ['ok', 'snakemake --lint && mamba run -n marram python -m pytest -q'],
    ],
  },
  {
    machine: 'mac2', project: 'marram', start: '2026-03-09T10:00:00Z',
    steps: [
      ['prompt', 'no-data-in-git', 'fastq 파일은 커밋하지 마세요. 데이터는 s3 에만 둬요'],
      ['agent', 's3-endpoint', 'aws s3 calls went to amazonaws.com with the default credentials; the object store needs `--profile marram --endpoint-url https://s3.lab.internal`.'],
      ['fail', 'grep-p', "grep -cP '^@A0\\d+' data/raw/S02_R1.fastq", `grep: invalid option -- P\n${MAC_GREP_USAGE}`, 2],
      ['prompt', 'grep-p', '-P again... mac. rg pls'],
      ['fail', 'zsh-glob', 'scp hpc:/scratch/kai/marram/results/multiqc/*.html reports/qc/', 'zsh: no matches found: hpc:/scratch/kai/marram/results/multiqc/*.html', 1],
      ['agent', 'zsh-glob', 'zsh expanded an unquoted remote glob locally ("no matches found"); quote remote paths with * in them.'],
      ['fail', 'gtimeout', 'timeout 10 aws s3 ls s3://marram-results/ --profile marram --endpoint-url https://s3.lab.internal', 'zsh: command not found: timeout', 127],
      ['agent', 'gtimeout', 'macOS has no `timeout`; use `gtimeout` from coreutils.'],
    ],
  },
  {
    machine: 'codex', project: 'marram', start: '2026-03-10T09:30:00Z',
    steps: [
      ['prompt', 'python2', "cluster python is 2.7. it's always the env's python"],
      ['prompt', 'scancel-all', 'nunca scancel -u, cancela só os jobs do teste pelo --name'],
      ['ok', 'scancel --name=marram-test'],
      ['prompt', 'rm-scratch', 'rm -rf /scratch wala command bina check ke kabhi mat likhna, poore lab ka data wahan hai'],
      ['fail', 'scratch', 'samtools merge -@ 4 results/bam/all.bam results/bam/S*.sorted.bam', '[E::bgzf_flush] File write failed (wrong size)\nsamtools merge: error closing output file "results/bam/all.bam": Disk quota exceeded', 1],
      ['prompt', 'conda-activate', "the sbatch script still has `conda activate marram` in it. that won't work there, use mamba run"],
    ],
  },
  {
    machine: 'linux', project: 'marram', start: '2026-03-11T08:40:00Z',
    steps: [
      ['fail', 'apptainer', 'singularity pull containers/multiqc-1.21.sif docker://quay.io/biocontainers/multiqc:1.21--pyhdfd78af_0', 'bash: singularity: command not found', 127],
      ['agent', 'apptainer', 'Called `singularity`, which does not exist here; the runtime is `apptainer` and needs `module load apptainer/1.2.5` first.'],
      ['fail', 'r-module', 'Rscript workflow/scripts/deseq2.R', RENV_OLD_R, 1],
      ['prompt', 'r-module', 'same as before, module load R'],
      ['fail', 'mamba', 'conda env update -n marram -f environment.yml --prune', 'Collecting package metadata (repodata.json): done\nSolving environment: | \ncommand timed out after 600000 milliseconds', 124],
      ['prompt', 'mamba', 'mamba, not conda. mamba env update -f environment.yml'],
      ['fail', 'sbatch-account', 'sbatch -p long -t 2-00:00:00 workflow/scripts/star_index.sh', `sbatch: error: Batch job submission failed: ${SLURM_ACCOUNT}`, 1],
      ['prompt', 'sbatch-account', 'again. -A'],
      ['prompt', 'smk-profile', 'pls stop adding --jobs and --executor by hand, the profile has them'],
    ],
  },
  {
    machine: 'mac', project: 'marram', start: '2026-03-12T15:10:00Z',
    steps: [
      ['ok', 'gsed -i "s/GRCh37/GRCh38/g" reports/methods.qmd'],
      ['fail', 'bsd-sed', "sed -i 's/Snakemake 7/Snakemake 8/' README.md", 'sed: 1: "README.md": invalid command code R', 1],
      ['agent', 'bsd-sed', "BSD sed on macOS needs `sed -i ''` (or gsed); I used the GNU form `sed -i 's/…/…/'`."],
      ['fail', 'mac-date', 'date -d @1773312000 +%F', `date: illegal option -- d\n${MAC_DATE_USAGE}`, 1],
      ['fail', 'x:renv-download', "Rscript -e 'renv::restore(prompt = FALSE)'", "# Downloading packages -------------------------------------------------------\n- Downloading DESeq2 from Bioconductor ...       ERROR [error code 28]\nWarning: failed to find source for 'DESeq2 1.42.0' in package repositories\nError: failed to retrieve package 'DESeq2@1.42.0'\nExecution halted", 1],
      ['ok', "Rscript -e 'renv::restore(prompt = FALSE)'"],
    ],
  },
];
