// Half T, written blind: "helix", a bioinformatics lab. Snakemake and Nextflow pipelines, conda/mamba
// moving to pixi, R with renv and Bioconductor, a Slurm cluster on Rocky Linux (bash, old GNU tools,
// no sudo, no docker), Apptainer, samtools/bcftools/bwa-mem2, a Python package with pytest and
// pre-commit, S3 via rclone; macOS laptops with zsh and BSD tools. Team writes en/de/fr/es/zh.

const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const XARGS_USAGE = 'usage: xargs [-0opt] [-E eofstr] [-I replstr [-R replacements] [-S replsize]]\n             [-J replstr] [-L number] [-n number [-x]] [-P maxprocs]\n             [-s size] [utility [argument ...]]';
const SMK_USAGE = 'usage: snakemake [-h] [--dry-run] [--profile PROFILE]\n                 [--workflow-profile WORKFLOW_PROFILE] [--cache [RULE ...]]\n                 [--snakefile FILE] [--cores N] [--jobs N] [--local-cores N]\n                 [--resources NAME=INT [NAME=INT ...]]\n                 ...';
const BCF19_VIEW = "view: unrecognized option '--write-index'\n\nAbout:   VCF/BCF conversion, view, subset and filter VCF/BCF files.\nUsage:   bcftools view [options] <in.vcf.gz> [region1 [...]]\n\nOutput options:\n    -G,   --drop-genotypes              drop individual genotype information (after subsetting if -s option set)";
const BCF19_CONCAT = "concat: unrecognized option '--write-index'\n\nAbout:   Concatenate or combine VCF/BCF files. All source files must have the same sample\n         columns appearing in the same order. The program can be used, for example, to\n         concatenate chromosome VCFs into one VCF, or combine a SNP VCF and an indel\n         VCF into one.\nUsage:   bcftools concat [options] <A.vcf.gz> [<B.vcf.gz> [...]]";
const GH006 = "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must be made through a pull request.\nTo github.com:helix-lab/helix.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:helix-lab/helix.git'";

export const SESSIONS = [
  {
    machine: 'linux', project: 'helix', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'sbatch-account', 'sbatch workflow/scripts/align.sbatch', 'sbatch: error: ERROR: no account specified. Use -A/--account with one of: helix_lab, helix_shared\nsbatch: error: Batch job submission failed: Unspecified error', 1, 'Submit the alignment job'],
      ['prompt', 'sbatch-account', 'always -A helix_lab on anything you submit, the default account has no hours on it'],
      ['ok', 'sbatch -A helix_lab workflow/scripts/align.sbatch'],
      ['fail', 'module-samtools', 'samtools flagstat /scratch/dev/run42/S01.bam', 'bash: line 1: samtools: command not found', 127],
      ['prompt', 'module-samtools', 'module load samtools/1.19 first. nothing bio is on PATH by default'],
      ['fail', 'x:oom-kill', 'srun -A helix_lab -p compute --mem=4G samtools sort -@ 8 -o /scratch/dev/run42/S01.sorted.bam /scratch/dev/run42/S01.bam', 'slurmstepd: error: Detected 1 oom_kill event in StepId=4412211.0. Some of your processes may have been killed by the cgroup out-of-memory handler.\nsrun: error: c0412: task 0: Out Of Memory', 137],
    ],
  },
  {
    machine: 'mac', project: 'helix', start: '2026-09-01T13:00:00Z',
    steps: [
      ['fail', 'bsd-sed-i', "sed -i 's/GRCh37/GRCh38/' config/config.yaml", 'sed: 1: "config/config.yaml": command c expects \\ followed by text', 1, 'Switch the reference build in the config'],
      ['prompt', 'bsd-sed-i', "bsd sed. -i '' or gsed"],
      ['fail', 'md5sum-mac', 'md5sum data/test/*.fastq.gz', '(eval):1: command not found: md5sum', 127],
      ['ok', 'md5 -r data/test/*.fastq.gz'],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md about switching the default reference to GRCh38'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-02T09:15:00Z',
    steps: [
      ['fail', 'gpu-partition', 'sbatch -A helix_lab -p gpu --gres=gpu:1 workflow/scripts/basecall.sbatch', 'sbatch: error: invalid partition specified: gpu\nsbatch: error: Batch job submission failed: Invalid partition name specified', 1],
      ['prompt', 'gpu-partition', 'gpu-a100 is the partition name'],
      ['fail', 'squeue-me-old', 'squeue --me', "squeue: unrecognized option '--me'\nTry \"squeue --help\" for more information", 1],
      ['ok', 'squeue -u $USER'],
      ['fail', 'x:module-typo', 'module load samtool/1.19', 'Lmod has detected the following error:  The following module(s) are unknown:\n"samtool/1.19"\n\nPlease check the spelling or version number. Also try "module spider ..."\nIt is also possible your cache file is out-of-date; it may help to try:\n  $ module --ignore_cache load "samtool/1.19"', 1],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-02T14:00:00Z',
    steps: [
      ['fail', 'pixi-not-conda', 'conda activate helix', "\nCondaError: Run 'conda init' before 'conda activate'\n", 1, 'Activate the project environment'],
      ['prompt', 'pixi-not-conda', "conda is gone from this repo, we're on pixi now. pixi run <whatever>"],
      ['fail', 'pixi-add', 'pixi install pysam', "error: unexpected argument 'pysam' found\n\nUsage: pixi install [OPTIONS]\n\nFor more information, try '--help'.", 2],
      ['prompt', 'pixi-add', 'pixi add pysam. install doesnt take package names, it just syncs the lock'],
      ['ok', 'pixi add pysam'],
    ],
  },
  {
    machine: 'mac2', project: 'helix', start: '2026-09-03T09:00:00Z',
    steps: [
      ['fail', 'grep-P-mac', "grep -P '\\tPASS\\t' results/calls/S01.vcf | wc -l", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P-mac', 'no -P on the mac grep. use rg'],
      ['fail', 'zcat-mac', 'zcat data/test/S01_R1.fastq.gz | head -8', 'zcat: can\'t stat: data/test/S01_R1.fastq.gz (data/test/S01_R1.fastq.gz.Z): No such file or directory', 1],
      ['ok', 'gzcat data/test/S01_R1.fastq.gz | head -8'],
      ['fail', 'x:zsh-nomatch', 'ls -lh results/*.bam', '(eval):1: no matches found: results/*.bam', 1],
      ['prompt', 'x:iso-dates', 'dates in the report filenames should be ISO 8601, like 2026-09-03'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-03T11:30:00Z',
    steps: [
      ['fail', 'scratch-quota', 'module load samtools/1.19 && samtools sort -@ 8 -o ~/helix/results/S01.sorted.bam /scratch/dev/run42/S01.bam', '[E::bgzf_flush] File write failed (wrong size)\nsamtools sort: failed writing to "/home/dev/helix/results/S01.sorted.bam.tmp.0003.bam": Disk quota exceeded', 1],
      ['prompt', 'scratch-quota', 'home has a 20G quota. big outputs → /scratch/$USER, always'],
      ['fail', 'x:samview-no-index', 'samtools view /scratch/dev/run42/S01.sorted.bam chr7:55019017-55211628 | head', '[main_samview] random alignment retrieval only works for indexed BAM or CRAM files.\nsamtools view: failed to process "/scratch/dev/run42/S01.sorted.bam"', 1],
      ['ok', 'samtools index /scratch/dev/run42/S01.sorted.bam'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-04T08:50:00Z',
    steps: [
      ['fail', 'apptainer-not-docker', 'docker run --rm -v $PWD:/data quay.io/biocontainers/fastp:0.23.4--hadf994f_2 fastp --version', 'bash: line 1: docker: command not found', 127],
      ['prompt', 'apptainer-not-docker', 'cluster = apptainer. apptainer exec docker://quay.io/... works fine'],
      ['fail', 'x:apptainer-pull-reset', 'apptainer pull containers/fastp_0.23.4.sif docker://quay.io/biocontainers/fastp:0.23.4--hadf994f_2', 'INFO:    Converting OCI blobs to SIF format\nINFO:    Starting build...\nFATAL:   While making image from oci registry: error fetching image to cache: while building SIF from layers: unable to retrieve layer: read tcp 10.20.4.11:48812->52.22.1.9:443: read: connection reset by peer', 255],
      ['fail', 'python3', 'python scripts/make_samplesheet.py --run run42', 'bash: line 1: python: command not found', 127],
      ['ok', 'python3 scripts/make_samplesheet.py --run run42'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-04T15:10:00Z',
    steps: [
      ['fail', 'snakemake8-executor', 'snakemake --cluster "sbatch -A helix_lab -p compute -t {resources.runtime}" -j 50', `${SMK_USAGE}\nsnakemake: error: unrecognized arguments: --cluster sbatch -A helix_lab -p compute -t {resources.runtime}`, 2, 'Run the workflow on the cluster'],
      ['prompt', 'snakemake8-executor', 'snakemake 8, --cluster was removed. its the slurm executor plugin now: --executor slurm'],
      ['prompt', 'snakemake-profile', 'and actually just use --profile profiles/slurm, it has the account, partition, apptainer args, everything'],
      ['ok', 'snakemake --profile profiles/slurm -n'],
      ['fail', 'x:snakemake-missing-input', 'snakemake --profile profiles/slurm -n', 'Building DAG of jobs...\nMissingInputException in rule trim in file /home/dev/helix/workflow/rules/qc.smk, line 12:\nMissing input files for rule trim:\n    output: results/trim/S07_R1.fastq.gz, results/trim/S07_R2.fastq.gz\n    wildcards: sample=S07\n    affected files:\n        /scratch/dev/run42/S07_R2.fastq.gz', 1],
    ],
  },
  {
    machine: 'mac', project: 'helix', start: '2026-09-05T10:00:00Z',
    steps: [
      ['fail', 'pytest-pixi', 'python3 -m pytest tests/', '/usr/bin/python3: No module named pytest', 1, 'Run the test suite'],
      ['prompt', 'pytest-pixi', 'pixi run pytest. the system python has nothing in it'],
      ['fail', 'x:pytest-assert', 'pixi run pytest tests/test_vcf.py -q', '..F.\n=================================== FAILURES ===================================\n_______________________________ test_parse_info ________________________________\n\n    def test_parse_info():\n        rec = parse_info("DP=14;AF=0.5;MQ=60")\n>       assert len(rec) == 4\nE       AssertionError: assert 3 == 4\n\ntests/test_vcf.py:22: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_vcf.py::test_parse_info - AssertionError: assert 3 == 4\n1 failed, 3 passed in 0.41s', 1],
      ['fail', 'ruff-not-black', 'black src tests', '(eval):1: command not found: black', 127],
      ['prompt', 'ruff-not-black', 'we dropped black, formatting is ruff format (pre-commit runs it anyway)'],
      ['ok', 'pixi run ruff format src tests'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-07T09:20:00Z',
    steps: [
      ['fail', 'renv-restore', 'Rscript workflow/scripts/deseq2.R --counts results/counts.tsv --coldata config/coldata.tsv', "Error in library(DESeq2) : there is no package called ‘DESeq2’\nExecution halted", 1],
      ['prompt', 'renv-restore', 'renv::restore() first, everything incl. bioconductor is in renv.lock. no install.packages'],
      ['ok', "Rscript -e 'renv::restore(prompt = FALSE)'"],
      ['fail', 'r-version', 'Rscript workflow/scripts/deseq2.R --counts results/counts.tsv --coldata config/coldata.tsv', "Error: package or namespace load failed for ‘DESeq2’:\n package ‘DESeq2’ was installed by an R version with different internals; it needs to be reinstalled for use with this R version\nExecution halted", 1],
      ['prompt', 'r-version', 'cluster default R is 4.1.3. module load R/4.3.2, thats what renv.lock was made with'],
    ],
  },
  {
    machine: 'mac2', project: 'helix', start: '2026-09-08T09:40:00Z',
    steps: [
      ['fail', 'stat-c-mac', 'stat -c %s results/S01.sorted.bam', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-c-mac', 'stat -f %z on macOS'],
      ['fail', 'nproc-mac', 'nproc', '(eval):1: command not found: nproc', 127],
      ['prompt', 'nproc-mac', 'sysctl -n hw.ncpu. nproc is a gnu coreutils thing'],
      ['fail', 'x:docker-daemon-mac', 'docker build -t helix-qc:dev containers/qc', 'ERROR: Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-08T13:30:00Z',
    steps: [
      ['fail', 'develop-branch', 'git push origin main', GH006, 1, 'Push the samplesheet fix'],
      ['prompt', 'develop-branch', 'main is protected and release-only. branch off develop and PR into develop'],
      ['ok', 'git switch -c fix/samplesheet-lanes origin/develop'],
      ['prompt', 'x:branch-rename', 'rename the branch to fix/samplesheet-lane-merge, it describes it better'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-09T08:30:00Z',
    steps: [
      ['fail', 'rclone-remote', 'rclone ls s3:helix-seq-raw/run43', '2026/09/09 08:34:12 CRITICAL: Failed to create file system for "s3:helix-seq-raw/run43": didn\'t find section in config file', 1],
      ['prompt', 'rclone-remote', 'remote is helixs3 (rclone listremotes shows it)'],
      ['fail', 'bucket-name', 'rclone lsd helixs3:helix-raw', '2026/09/09 08:41:50 ERROR : : error listing: directory not found\n2026/09/09 08:41:50 Failed to lsd with 2 errors: last error was: directory not found', 3],
      ['prompt', 'bucket-name', 'raw bucket = helix-seq-raw, results = helix-seq-results'],
      ['ok', 'rclone copy helixs3:helix-seq-raw/run43 /scratch/dev/run43 -P'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-09T14:15:00Z',
    steps: [
      ['fail', 'login-node', 'bwa-mem2 mem -t 32 /scratch/dev/refs/hg38.fa /scratch/dev/run43/S02_R1.fastq.gz /scratch/dev/run43/S02_R2.fastq.gz > /scratch/dev/run43/S02.sam', 'bash: line 1: 48211 Killed                  bwa-mem2 mem -t 32 /scratch/dev/refs/hg38.fa /scratch/dev/run43/S02_R1.fastq.gz /scratch/dev/run43/S02_R2.fastq.gz > /scratch/dev/run43/S02.sam', 137],
      ['prompt', 'login-node', "you're on the login node, the arbiter kills anything heavy. alignments go through srun or sbatch"],
      ['fail', 'x:bwamem2-no-index', 'srun -A helix_lab -p compute -c 16 --mem=64G bwa-mem2 mem -t 16 /scratch/dev/refs/hg38.fa /scratch/dev/run43/S02_R1.fastq.gz /scratch/dev/run43/S02_R2.fastq.gz -o /scratch/dev/run43/S02.sam', '-----------------------------\nExecuting in AVX512 mode!!\n-----------------------------\n* SA compression enabled with xfactor: 8\n* Ref file: /scratch/dev/refs/hg38.fa\n* Entering FMI_search\nERROR! Unable to open the file: /scratch/dev/refs/hg38.fa.bwt.2bit.64\nsrun: error: c0207: task 0: Exited with exit code 1', 1],
      ['ok', 'srun -A helix_lab -p compute -c 16 --mem=96G bwa-mem2 index /scratch/dev/refs/hg38.fa'],
    ],
  },
  {
    machine: 'mac', project: 'helix', start: '2026-09-10T09:00:00Z',
    steps: [
      ['fail', 'bsd-sed-i', "sed -i 's/threads: 4/threads: 8/' profiles/slurm/config.yaml", 'sed: 1: "profiles/slurm/config.yaml": extra characters at the end of p command', 1],
      ['prompt', 'bsd-sed-i', 'sed -i on bsd needs the empty sufix, same as last week'],
      ['fail', 'grep-P-mac', "grep -oP 'SM:\\K[^\\t]+' results/S01.header.sam", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['agent', 'grep-P-mac', 'macOS grep has no -P (PCRE); use rg (or grep -E without lookarounds) on the laptops'],
      ['prompt', 'x:multiqc-order-zh', '帮我把 MultiQC 报告里的样本按 samplesheet 里的顺序排一下'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-10T13:00:00Z',
    steps: [
      ['fail', 'nxf-ver', 'nextflow run nf-core/rnaseq -r 3.14.0 -profile helix --input samplesheet.csv --outdir /scratch/dev/rnaseq', 'N E X T F L O W  ~  version 22.10.6\nNextflow version 22.10.6 does not match workflow required version: >=23.04.0\n\n -- Check script \'/home/dev/.nextflow/assets/nf-core/rnaseq/main.nf\' at line: 1 or see \'.nextflow.log\' file for more details', 1],
      ['prompt', 'nxf-ver', 'the module nextflow is 22.10. export NXF_VER=24.04.4 and it pulls the right one'],
      ['ok', 'NXF_VER=24.04.4 nextflow -version'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-11T10:00:00Z',
    steps: [
      ['fail', 'sbatch-account', 'srun -p compute -t 2:00:00 --mem=16G --pty bash', 'srun: error: Unable to allocate resources: Invalid account or account/partition combination specified', 1],
      ['prompt', 'sbatch-account', 'Konto fehlt schon wieder – -A helix_lab, bei srun genauso wie bei sbatch'],
      ['fail', 'module-samtools', 'samtools idxstats /scratch/dev/run43/S02.sorted.bam', 'bash: samtools: command not found', 127],
      ['prompt', 'module-samtools', 'you forgot the module load again'],
      ['ok', 'module load samtools/1.19 && samtools idxstats /scratch/dev/run43/S02.sorted.bam'],
    ],
  },
  {
    machine: 'mac2', project: 'helix', start: '2026-09-12T09:30:00Z',
    steps: [
      ['fail', 'pixi-not-conda', 'mamba env create -f envs/helix.yml', "\nEnvironmentFileNotFound: '/Users/kai/helix/envs/helix.yml' file not found\n", 1],
      ['prompt', 'pixi-not-conda', 'pixi!! the envs/*.yml files are gone since august'],
      ['fail', 'md5sum-mac', 'md5sum -c data/test/checksums.md5', 'zsh:1: command not found: md5sum', 127],
      ['prompt', 'md5sum-mac', 'md5sum is linux. on the laptop: md5 -r, or shasum -a 256 -c'],
      ['prompt', 'x:readme-nosudo-de', 'Kannst du im README einen Abschnitt ergänzen, wie man pixi ohne sudo auf dem Laptop installiert?'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-14T08:40:00Z',
    steps: [
      ['fail', 'no-sudo', 'sudo dnf install -y zstd', 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'no-sudo', "there's no root for us on the cluster. module avail zstd, or pixi add it"],
      ['fail', 'tar-zstd-old', 'tar --zstd -cf /scratch/dev/archive/run42.tar.zst /scratch/dev/run42', "tar: unrecognized option '--zstd'\nTry 'tar --help' or 'tar --usage' for more information.", 2],
      ['prompt', 'tar-zstd-old', 'tar on rocky 8 is 1.30, no --zstd. tar -I zstd -cf …'],
      ['ok', 'tar -I zstd -cf /scratch/dev/archive/run42.tar.zst /scratch/dev/run42'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-15T09:10:00Z',
    steps: [
      ['fail', 'apptainer-bind', 'apptainer exec containers/gatk_4.5.0.0.sif gatk HaplotypeCaller -R /scratch/dev/refs/hg38.fa -I /scratch/dev/run43/S02.sorted.bam -O /scratch/dev/run43/S02.g.vcf.gz -ERC GVCF', '***********************************************************************\n\nA USER ERROR has occurred: The specified fasta file (file:///scratch/dev/refs/hg38.fa) does not exist.\n\n***********************************************************************\nSet the system property GATK_STACKTRACE_ON_USER_EXCEPTION (--java-options \'-DGATK_STACKTRACE_ON_USER_EXCEPTION=true\') to print the stack trace.', 2],
      ['prompt', 'apptainer-bind', '/scratch isnt bound into the container, add -B /scratch'],
      ['fail', 'bcftools-version', 'bcftools view -Oz --write-index -o /scratch/dev/run43/calls.filtered.vcf.gz /scratch/dev/run43/calls.bcf', BCF19_VIEW, 1],
      ['prompt', 'bcftools-version', 'system bcftools is 1.9 from 2018. module load bcftools/1.19'],
      ['fail', 'x:bcftools-unsorted', 'module load bcftools/1.19 && bcftools index /scratch/dev/run43/calls.vcf.gz', '[E::hts_idx_push] Unsorted positions on sequence #1: 115068 followed by 115067\nindex: failed to create index for "/scratch/dev/run43/calls.vcf.gz"', 1],
    ],
  },
  {
    machine: 'mac', project: 'helix', start: '2026-09-16T10:20:00Z',
    steps: [
      ['fail', 'python3', "python -c 'import helix; print(helix.__version__)'", '(eval):1: command not found: python', 127],
      ['prompt', 'python3', 'python no existe en el mac, es python3'],
      ['fail', 'zcat-mac', "zcat results/calls/S01.vcf.gz | grep -vc '^#'", "zcat: can't stat: results/calls/S01.vcf.gz (results/calls/S01.vcf.gz.Z): No such file or directory", 1],
      ['prompt', 'zcat-mac', 'gzcat!! zcat on macOS is the .Z one'],
      ['ok', "gzcat results/calls/S01.vcf.gz | grep -vc '^#'"],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-17T08:50:00Z',
    steps: [
      ['fail', 'snakemake8-executor', 'snakemake -j 40 --cluster-config config/cluster.yaml', `${SMK_USAGE}\nsnakemake: error: unrecognized arguments: --cluster-config config/cluster.yaml`, 2],
      ['agent', 'snakemake8-executor', 'Snakemake 8 removed --cluster and --cluster-config; submit through the slurm executor plugin (--executor slurm)'],
      ['prompt', 'snakemake-profile', 'you ran snakemake bare AGAIN. --profile profiles/slurm, nothing else'],
      ['fail', 'x:snakemake-locked', 'snakemake --profile profiles/slurm', 'Building DAG of jobs...\nLockException:\nError: Directory cannot be locked. Please make sure that no other Snakemake process is trying to create the same files in the following directory:\n/home/dev/helix\nIf you are sure that no other instances of snakemake are running on this directory, the remaining lock was likely caused by a kill signal or a power loss. It can be removed with the --unlock argument.', 1],
      ['ok', 'snakemake --profile profiles/slurm --unlock'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-18T09:00:00Z',
    steps: [
      ['fail', 'squeue-me-old', "squeue --me -t PD -o '%.18i %.9P %.30j %.8T %R'", "squeue: unrecognized option '--me'\nTry \"squeue --help\" for more information", 1],
      ['agent', 'squeue-me-old', 'Slurm on the helix cluster is 20.02: squeue has no --me; use squeue -u $USER'],
      ['prompt', 'x:cancel-jobs', 'cancel my pending jobs from the old run42 attempt, ids 4412230 to 4412260'],
      ['ok', 'scancel {4412230..4412260}'],
      ['fail', 'gpu-partition', 'srun -A helix_lab -p gpu --gres=gpu:a100:1 -t 4:00:00 --pty bash', 'srun: error: Unable to allocate resources: Invalid partition name specified', 1],
      ['prompt', 'gpu-partition', "la partition GPU s'appelle gpu-a100"],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-19T13:40:00Z',
    steps: [
      ['prompt', 'no-verify', 'you committed with --no-verify?? the hooks exist for a reason. undo it and fix the ruff errors'],
      ['ok', 'git reset --soft HEAD~1'],
      ['fail', 'x:ruff-lint-error', 'git commit -m "Add lane merging to samplesheet builder"', 'ruff.....................................................................Failed\n- hook id: ruff\n- exit code: 1\n\nsrc/helix/samplesheet.py:41:9: F841 Local variable `lanes` is assigned to but never used\nFound 1 error.\n\nruff-format..............................................................Passed\nsnakefmt.................................................................Passed', 1],
      ['ok', 'pixi run ruff check --fix src'],
      ['agent', 'no-verify', 'Never bypass the pre-commit hooks with `git commit --no-verify` in helix; fix what ruff/snakefmt report and commit again'],
    ],
  },
  {
    machine: 'mac2', project: 'helix', start: '2026-09-21T09:00:00Z',
    steps: [
      ['fail', 'stat-c-mac', 'stat --format=%Y data/samples.tsv', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['agent', 'stat-c-mac', 'BSD stat on macOS has no -c/--format; use stat -f (stat -f %z for size, stat -f %m for mtime)'],
      ['fail', 'nproc-mac', 'ls data/test/*.fastq.gz | xargs -n1 -P $(nproc) gzip -t', `(eval):1: command not found: nproc\nxargs: option requires an argument -- P\n${XARGS_USAGE}`, 1],
      ['prompt', 'nproc-mac', 'mac 上没有 nproc，用 sysctl -n hw.ncpu'],
      ['prompt', 'x:rclone-check-request', 'after the upload, run rclone check against helixs3:helix-seq-results/run43 and paste the summary'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-22T10:10:00Z',
    steps: [
      ['fail', 'rclone-remote', 'rclone copy aws:helix-seq-raw/run44 /scratch/dev/run44', '2026/09/22 10:14:03 CRITICAL: Failed to create file system for source "aws:helix-seq-raw/run44": didn\'t find section in config file', 1],
      ['prompt', 'rclone-remote', 'helixs3: is the remote, not aws: or s3:'],
      ['fail', 'x:rclone-expired-token', 'rclone copy helixs3:helix-seq-raw/run44 /scratch/dev/run44', '2026/09/22 10:21:40 ERROR : S03_R1.fastq.gz: Failed to copy: ExpiredToken: The provided token has expired.\n\tstatus code: 400, request id: 7XK2Q9B4MZ1R0C6A, host id: \n2026/09/22 10:21:40 ERROR : Attempt 1/3 failed with 1 errors and: ExpiredToken: The provided token has expired.', 1],
      ['fail', 'bucket-name', 'rclone copy /scratch/dev/run44/results helixs3:helix-results/run44', '2026/09/22 10:30:17 ERROR : S03.vcf.gz: Failed to copy: NoSuchBucket: The specified bucket does not exist\n\tstatus code: 404, request id: 1F8B7C0D2E3A4B5C, host id: \n2026/09/22 10:30:17 ERROR : Attempt 3/3 failed with 1 errors and: NoSuchBucket: The specified bucket does not exist', 1],
      ['ok', 'rclone sync /scratch/dev/run44/fastq helixs3:helix-seq-raw/run44 --dry-run'],
      ['prompt', 'rclone-copy-not-sync', 'whoa, never rclone sync into helix-seq-raw, it deletes whatever isnt on scratch. copy'],
      ['agent', 'rclone-copy-not-sync', 'Use `rclone copy`, never `rclone sync`, against helixs3:helix-seq-raw: sync deletes remote files missing locally'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-23T09:30:00Z',
    steps: [
      ['fail', 'scratch-quota', 'apptainer pull containers/gatk_4.5.0.0.sif docker://broadinstitute/gatk:4.5.0.0', 'INFO:    Converting OCI blobs to SIF format\nINFO:    Starting build...\nGetting image source signatures\nCopying blob 5d1a8b8c3e2f done\nFATAL:   While making image from oci registry: error fetching image to cache: while building SIF from layers: write /home/dev/.apptainer/cache/blob/blobs/sha256/5d1a8b8c3e2f: disk quota exceeded', 255],
      ['prompt', 'scratch-quota', 'APPTAINER_CACHEDIR=/scratch/$USER/.apptainer — home is 20G, it fills instantly'],
      ['fail', 'login-node', 'module load samtools/1.19 && samtools sort -@ 24 -m 4G -o /scratch/dev/run44/S03.sorted.bam /scratch/dev/run44/S03.bam', 'bash: line 1: 90211 Killed                  samtools sort -@ 24 -m 4G -o /scratch/dev/run44/S03.sorted.bam /scratch/dev/run44/S03.bam', 137],
      ['prompt', 'login-node', 'login node again... srun -A helix_lab -p compute --pty bash for anything interactive'],
    ],
  },
  {
    machine: 'mac', project: 'helix', start: '2026-09-24T11:00:00Z',
    steps: [
      ['fail', 'pytest-pixi', 'pytest -x tests/', '(eval):1: command not found: pytest', 127],
      ['prompt', 'pytest-pixi', 'pixi run pytest pls'],
      ['fail', 'ruff-not-black', 'pixi run black --check src', 'black: command not found\n\nAvailable tasks:\n\tfmt\n\tlint\n\ttest', 127],
      ['agent', 'ruff-not-black', 'helix formats with ruff (`pixi run ruff format`); black is no longer installed'],
      ['fail', 'x:pybigwig-missing', 'pixi run python3 scripts/coverage_tracks.py results/S01.sorted.bam', 'Traceback (most recent call last):\n  File "/Users/ana/helix/scripts/coverage_tracks.py", line 4, in <module>\n    import pyBigWig\nModuleNotFoundError: No module named \'pyBigWig\'', 1],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-25T09:00:00Z',
    steps: [
      ['fail', 'renv-restore', 'Rscript -e \'install.packages("BiocManager"); BiocManager::install("apeglm")\'', 'Warning in install.packages("BiocManager") :\n  \'lib = "/usr/lib64/R/library"\' is not writable\nError in install.packages("BiocManager") : unable to install packages\nExecution halted', 1],
      ['prompt', 'renv-restore', "R-Pakete kommen aus renv.lock: renv::install('bioc::apeglm') und dann renv::snapshot(), nicht install.packages"],
      ['ok', "module load R && Rscript -e 'renv::status()'"],
      ['prompt', 'r-version', 'R/4.3.2 pls — plain `module load R` gives you 4.1.3 again'],
      ['fail', 'x:deseq-coldata', 'module load R/4.3.2 && Rscript workflow/scripts/deseq2.R --counts results/counts.tsv --coldata config/coldata.tsv', 'Error in DESeqDataSetFromMatrix(countData = counts, colData = coldata, design = ~condition) : \n  ncol(countData) == nrow(colData) is not TRUE\nCalls: DESeqDataSetFromMatrix -> stopifnot\nExecution halted', 1],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-26T08:45:00Z',
    steps: [
      ['fail', 'apptainer-not-docker', 'docker pull quay.io/biocontainers/multiqc:1.21--pyhdfd78af_0', 'bash: docker: command not found', 127],
      ['prompt', 'apptainer-not-docker', 'en el clúster no hay docker. apptainer pull / apptainer exec'],
      ['ok', 'apptainer pull containers/multiqc_1.21.sif docker://quay.io/biocontainers/multiqc:1.21--pyhdfd78af_0'],
      ['fail', 'apptainer-bind', 'apptainer exec containers/multiqc_1.21.sif multiqc /scratch/dev/run44/qc -o /scratch/dev/run44/multiqc', "Usage: multiqc [OPTIONS] [ANALYSIS_DIRECTORY]...\nTry 'multiqc --help' for help.\n\nError: Invalid value for '[ANALYSIS_DIRECTORY]...': Path '/scratch/dev/run44/qc' does not exist.", 2],
      ['agent', 'apptainer-bind', 'apptainer on the helix cluster does not bind /scratch by default: pass -B /scratch to apptainer exec/run'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-09-28T10:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git switch -c feat/vcf-filter origin/dev', "fatal: 'origin/dev' is not a commit and a branch 'feat/vcf-filter' cannot be created from it", 128],
      ['prompt', 'develop-branch', 'its develop, not dev. and base develop for the PR too'],
      ['ok', 'git switch -c feat/vcf-filter origin/develop'],
      ['fail', 'x:push-non-ff', 'git push origin feat/qc-thresholds', "To github.com:helix-lab/helix.git\n ! [rejected]        feat/qc-thresholds -> feat/qc-thresholds (non-fast-forward)\nerror: failed to push some refs to 'github.com:helix-lab/helix.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.", 1],
    ],
  },
  {
    machine: 'mac2', project: 'helix', start: '2026-09-29T09:30:00Z',
    steps: [
      ['fail', 'bsd-sed-i', "sed -i 's/^sample\\tfastq_1/sample,fastq_1/' samplesheet.csv", 'sed: 1: "samplesheet.csv": unterminated substitute pattern', 1],
      ['prompt', 'bsd-sed-i', "Auf dem Mac braucht sed -i ein leeres Suffix: sed -i '' …"],
      ['prompt', 'no-verify', 'Hooks bitte nicht umgehen, kein --no-verify mehr, auch nicht für WIP-Commits'],
      ['prompt', 'x:gpu-variant-request', 'add a GPU variant of the dorado basecalling rule, same inputs and outputs'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-09-30T09:00:00Z',
    steps: [
      ['fail', 'tar-zstd-old', 'tar -x --zstd -f /scratch/dev/archive/refs_hg38.tar.zst -C /scratch/dev/refs', "/usr/bin/tar: unrecognized option '--zstd'\nTry '/usr/bin/tar --help' or '/usr/bin/tar --usage' for more information.", 2],
      ['agent', 'tar-zstd-old', 'GNU tar 1.30 on the Rocky 8 cluster has no --zstd; use tar -I zstd (or zstd -dc file | tar -x)'],
      ['fail', 'x:tar-truncated', 'tar -xzf /scratch/dev/archive/run40.tar.gz -C /scratch/dev/', '\ngzip: stdin: unexpected end of file\ntar: Unexpected EOF in archive\ntar: Unexpected EOF in archive\ntar: Error is not recoverable: exiting now', 2],
      ['fail', 'x:md5-mismatch', 'md5sum -c /scratch/dev/run44/checksums.md5', 'S03_R1.fastq.gz: OK\nS03_R2.fastq.gz: FAILED\nmd5sum: WARNING: 1 computed checksum did NOT match', 1],
      ['fail', 'bcftools-version', 'bcftools concat -a -Oz --write-index -o /scratch/dev/run44/all.vcf.gz /scratch/dev/run44/chr*.vcf.gz', BCF19_CONCAT, 1],
      ['prompt', 'bcftools-version', 'bcftools/1.19 module, again'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-10-01T09:20:00Z',
    steps: [
      ['fail', 'no-sudo', 'sudo mkdir -p /opt/helix/refs', 'dev is not in the sudoers file.  This incident will be reported.', 1],
      ['agent', 'no-sudo', 'No sudo on the helix cluster: install into the pixi env or use module load, and write under /scratch or /project instead of system paths'],
      ['fail', 'x:stat-permission', 'stat /project/genomics_core/refs/hg38.fa', "stat: cannot stat '/project/genomics_core/refs/hg38.fa': Permission denied", 1],
      ['prompt', 'x:quota-question', 'how much is left on my home and scratch quotas? run the quota command and tell me'],
      ['ok', 'quota -s'],
      ['fail', 'x:gnu-sed-backref', "sed -i 's/^\\(chr\\)\\?[0-9]\\+/chr\\2/' /scratch/dev/run44/regions.bed", "sed: -e expression #1, char 27: invalid reference \\2 on `s' command's RHS", 1],
    ],
  },
  {
    machine: 'mac', project: 'helix', start: '2026-10-02T10:00:00Z',
    steps: [
      ['fail', 'pixi-add', 'pixi install -c bioconda pybedtools', "error: unexpected argument '-c' found\n\n  tip: to pass '-c' as a value, use '-- -c'\n\nUsage: pixi install [OPTIONS]\n\nFor more information, try '--help'.", 2],
      ['prompt', 'pixi-add', 'pixi add, not install. channels are set in pixi.toml'],
      ['ok', 'pixi add pybedtools'],
      ['fail', 'x:pixi-network', 'pixi install', 'Error:   × failed to solve the environment\n  ├─▶ failed to fetch repodata from https://conda.anaconda.org/bioconda/osx-arm64/repodata.json\n  ├─▶ error sending request for url (https://conda.anaconda.org/bioconda/osx-arm64/repodata.json)\n  ╰─▶ operation timed out', 1],
      ['ok', 'pixi install'],
    ],
  },
  {
    machine: 'codex', project: 'helix', start: '2026-10-05T09:00:00Z',
    steps: [
      ['fail', 'nxf-ver', 'nextflow run nf/main.nf -profile slurm,apptainer -resume', "N E X T F L O W  ~  version 22.10.6\nNextflow version 22.10.6 does not match workflow required version: >=24.04.0\n\n -- Check script 'nf/main.nf' at line: 1 or see '.nextflow.log' file for more details", 1],
      ['prompt', 'nxf-ver', 'NXF_VER=24.04.4!! put it in the env before anything nextflow'],
      ['fail', 'x:nf-process-timeout', 'NXF_VER=24.04.4 nextflow run nf/main.nf -profile slurm,apptainer -resume', "ERROR ~ Error executing process > 'HELIX:QC:FASTQC (S03)'\n\nCaused by:\n  Process exceeded running time limit (1h)\n\nCommand executed:\n\n  fastqc --quiet --threads 4 S03_R1.fastq.gz S03_R2.fastq.gz\n\nCommand exit status:\n  -\n\nWork dir:\n  /scratch/dev/nxf-work/4a/1c9e0b2f7d\n\nTip: view the complete command output by changing to the process work dir and entering the command `cat .command.out`", 1],
      ['prompt', 'x:timelimit-request', 'bump the FASTQC time limit to 2h in conf/helix.config'],
    ],
  },
  {
    machine: 'linux', project: 'helix', start: '2026-10-06T13:00:00Z',
    steps: [
      ['agent', 'sbatch-account', 'sbatch and srun on the helix cluster need -A helix_lab; the default account has no allocation'],
      ['ok', 'rclone sync /scratch/dev/run45/fastq helixs3:helix-seq-raw/run45 --dry-run'],
      ['prompt', 'rclone-copy-not-sync', 'non, pas de sync vers helix-seq-raw ! rclone copy seulement'],
      ['prompt', 'x:bioconda-channel', 'add bioconda to the channels in pixi.toml, after conda-forge'],
      ['ok', 'snakemake --executor slurm -j 100 --sdm apptainer --default-resources slurm_account=helix_lab slurm_partition=compute'],
      ['prompt', 'snakemake-profile', 'profile!! profiles/slurm sets all of that, stop hand-rolling the flags'],
    ],
  },
  {
    machine: 'ci', project: 'helix', start: '2026-10-07T07:30:00Z',
    steps: [
      ['fail', 'python3', 'python -m build', '/bin/sh: 1: python: not found', 127],
      ['fail', 'pytest-pixi', 'pytest -q tests', '/bin/sh: 1: pytest: not found', 127],
      ['ok', 'pixi run pytest -q tests'],
    ],
  },
];
